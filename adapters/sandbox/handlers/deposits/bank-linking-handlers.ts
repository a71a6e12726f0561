import { routes } from '../../../http/routes';
import type { SandboxExchange } from '../../exchange/sandbox-exchange';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { failure, handleSignedIn } from '../respond';
import { bankAccountWire, localizedFailure } from './deposit-wire';

const UNSETTLED: ReadonlySet<string> = new Set([ErrorCode.pendingDepositNotSettled, ErrorCode.pendingWithdrawalNotSettled]);

/** Bank accounts and bank linking (spec 001 §7). */
export const bankLinkingHandlers = (exchange: SandboxExchange) => {
  const banks = exchange.deposits.bankAccounts;
  const openBanking = exchange.deposits.openBanking;
  return [
    handleSignedIn(exchange, routes.bankAccounts, ({ query }, account) => ({
      ok: true,
      bank_accounts: banks.list(account, query.get('currency') ?? '', query.get('deposit_pull_payment_network') ?? undefined).map(bankAccountWire),
    })),
    handleSignedIn(exchange, routes.bankAccountReviewDetails, ({ params }, account) => {
      const found = banks.find(account, params['id'] ?? '');
      if (!found.ok) return failure(found.error);
      const b = found.value;
      return {
        ok: true,
        review_details: {
          account_holder_name: b.accountHolderName,
          account_type: b.accountType,
          bank_name: b.bankName,
          masked_account_identifier_value: b.mask,
          routing_number: b.routingNumber,
        },
      };
    }),
    handleSignedIn(exchange, routes.updateBankAccount, ({ params, body }, account) => {
      const review = (body as { review_details?: Record<string, unknown> }).review_details ?? {};
      const updated = banks.update(account, params['id'] ?? '', review['account_holder_name'], review['account_type']);
      return updated.ok ? { ok: true, bank_account: bankAccountWire(updated.value) } : failure(updated.error);
    }),
    handleSignedIn(exchange, routes.deleteBankAccount, ({ params }, account) => {
      const deleted = banks.delete(account, params['id'] ?? '');
      if (deleted.ok) return { ok: true };
      return UNSETTLED.has(deleted.error.code) ? localizedFailure(deleted.error, `${deleted.error.code}_title`) : failure(deleted.error);
    }),
    handleSignedIn(exchange, routes.plaidLinkToken, ({ body }, account) => {
      const bankAccountId = typeof body.bank_account_id === 'string' ? body.bank_account_id : undefined;
      const link = banks.createLinkToken(account, bankAccountId);
      if (!link.ok) return failure(link.error);
      return { ok: true, link_token: link.value.linkToken, expiration: new Date(link.value.expiresAt).toISOString(), hosted_link_url: link.value.url };
    }),
    handleSignedIn(exchange, routes.plaidBankAccount, ({ body }, account) => {
      const linked = banks.exchange(account, body.plaid_public_token, body.plaid_account_id, body.bank_account_id);
      return linked.ok ? { ok: true, bank_account: bankAccountWire(linked.value) } : failure(linked.error);
    }),
    handleSignedIn(exchange, routes.bankLinkOpeningDuration, ({ body }, account) => {
      const logged = banks.logOpening(account, body.duration_ms);
      return logged.ok ? { ok: true } : failure(logged.error);
    }),
    handleSignedIn(exchange, routes.leantechCredential, ({ query }, account) => {
      const credential = openBanking.credential(account, query.get('triggered_by') ?? '');
      if (!credential.ok) return failure(credential.error);
      const c = credential.value;
      return { ok: true, credential: { token: c.token, customer_id: c.customerId, payment_destination_id: c.paymentDestinationId, connect_url: c.connectUrl } };
    }),
    handleSignedIn(exchange, routes.leantechBankConnectSuccess, ({ body }, account) => {
      const connected = openBanking.connected(account, body.triggered_by);
      return connected.ok ? { ok: true } : failure(connected.error);
    }),
    handleSignedIn(exchange, routes.checkingAccount, ({ query }, account) => {
      const c = openBanking.checkingAccount(account, query.get('currency') ?? '');
      return {
        ok: true,
        checking_account:
          c === undefined
            ? null
            : {
                currency: c.currency,
                bank_name: c.bankName,
                masked_account_number: c.maskedAccountNumber,
                routing_number: c.routingNumber,
                account_holder_name: c.accountHolderName,
              },
      };
    }),
  ];
};
