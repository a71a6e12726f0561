import type * as z from 'zod/mini';
import type { ApiResult } from '../../application/ports/api-error';
import type {
  BankAccount,
  BankAccountQuery,
  BankAccountReview,
  BankAccountReviewUpdate,
  BankLinkingPort,
  CheckingAccount,
  LinkedBank,
  LinkToken,
  OpenBankingCredential,
} from '../../application/ports/bank-linking-port';
import type { CurrencyCode } from '../../domain/money/currency';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import { depositsRoutes as routes } from './routes/deposits';
import type { bankAccount } from './schemas/bank-linking';

const toBankAccount = (a: z.output<typeof bankAccount>): BankAccount => ({
  id: a.id,
  bankName: a.bank_name,
  maskedAccountIdentifier: a.masked_account_identifier_value,
  currency: a.currency,
  status: a.status,
});

const nothing = (): void => undefined;

/** Bank accounts and bank linking over HTTP (spec 001 §7). */
export class HttpBankLinkingAdapter implements BankLinkingPort {
  constructor(private readonly http: HttpClient) {}

  async listBankAccounts(query: BankAccountQuery): Promise<ApiResult<readonly BankAccount[]>> {
    const wire = {
      currency: query.currency,
      ...(query.depositPullPaymentNetwork === undefined ? {} : { deposit_pull_payment_network: query.depositPullPaymentNetwork }),
      ...(query.withdrawalPaymentNetwork === undefined ? {} : { withdrawal_payment_network: query.withdrawalPaymentNetwork }),
    };
    return mapResult(await this.http.call(routes.bankAccounts, { query: wire }), (b) => b.bank_accounts.map(toBankAccount));
  }

  async getReviewDetails(bankAccountId: string, currency: CurrencyCode, paymentNetwork: string): Promise<ApiResult<BankAccountReview>> {
    const call = { params: { id: bankAccountId }, query: { currency, payment_network: paymentNetwork } };
    return mapResult(await this.http.call(routes.bankAccountReviewDetails, call), ({ review_details: r }) => ({
      accountHolderName: r.account_holder_name,
      accountType: r.account_type,
      bankName: r.bank_name,
      maskedAccountIdentifier: r.masked_account_identifier_value,
      routingNumber: r.routing_number,
    }));
  }

  async updateBankAccount(
    bankAccountId: string,
    review: BankAccountReviewUpdate,
    currency: CurrencyCode,
    paymentNetwork: string,
  ): Promise<ApiResult<BankAccount>> {
    const body = {
      review_details: { account_holder_name: review.accountHolderName, account_type: review.accountType },
      currency,
      payment_network: paymentNetwork,
    };
    return mapResult(await this.http.call(routes.updateBankAccount, { params: { id: bankAccountId }, body }), (b) => toBankAccount(b.bank_account));
  }

  async deleteBankAccount(bankAccountId: string): Promise<ApiResult<void>> {
    return mapResult(await this.http.call(routes.deleteBankAccount, { params: { id: bankAccountId } }), nothing);
  }

  async createLinkToken(bankAccountId?: string): Promise<ApiResult<LinkToken>> {
    const body = bankAccountId === undefined ? {} : { bank_account_id: bankAccountId };
    return mapResult(await this.http.call(routes.plaidLinkToken, { body }), (b) => ({
      linkToken: b.link_token,
      expiresAt: Date.parse(b.expiration),
      hostedLinkUrl: b.hosted_link_url,
    }));
  }

  async exchangeLinkedBank(linked: LinkedBank): Promise<ApiResult<BankAccount>> {
    const body = {
      plaid_account_id: linked.plaidAccountId,
      plaid_public_token: linked.plaidPublicToken,
      ...(linked.bankAccountId === undefined ? {} : { bank_account_id: linked.bankAccountId }),
    };
    return mapResult(await this.http.call(routes.plaidBankAccount, { body }), (b) => toBankAccount(b.bank_account));
  }

  async logLinkOpening(durationMs: number): Promise<ApiResult<void>> {
    return mapResult(await this.http.call(routes.bankLinkOpeningDuration, { body: { duration_ms: Math.max(0, Math.round(durationMs)) } }), nothing);
  }

  async getOpenBankingCredential(triggeredBy: string): Promise<ApiResult<OpenBankingCredential>> {
    return mapResult(await this.http.call(routes.leantechCredential, { query: { triggered_by: triggeredBy } }), ({ credential: c }) => ({
      token: c.token,
      customerId: c.customer_id,
      paymentDestinationId: c.payment_destination_id,
      ...(c.connect_url === undefined ? {} : { connectUrl: c.connect_url }),
    }));
  }

  async confirmOpenBankingConnection(triggeredBy: string): Promise<ApiResult<void>> {
    return mapResult(await this.http.call(routes.leantechBankConnectSuccess, { body: { triggered_by: triggeredBy } }), nothing);
  }

  async getCheckingAccount(currency: CurrencyCode): Promise<ApiResult<CheckingAccount | undefined>> {
    return mapResult(await this.http.call(routes.checkingAccount, { query: { currency } }), ({ checking_account: c }) =>
      c === null
        ? undefined
        : {
            currency: c.currency,
            bankName: c.bank_name,
            maskedAccountNumber: c.masked_account_number,
            routingNumber: c.routing_number,
            accountHolderName: c.account_holder_name,
          },
    );
  }
}
