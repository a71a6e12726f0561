import type {
  AccountPort,
  AccountSummary,
  CoinWallet,
  FiatAccount,
  PayId,
  PayIdAvailability,
  PaymentCurrencies,
  TotalBalance,
  Wallets,
} from '../../application/ports/account-port';
import { type ApiResult, businessError } from '../../application/ports/api-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { type CurrencyCode, currencyCode } from '../../domain/money/currency';
import { checkPayIdAccountPart, payString } from '../../domain/user/pay-id';
import { dec, type Dec, ZERO } from '../../domain/money/decimal';
import type { FiatWallet } from '../../domain/payment/fiat-wallet';
import { FakeCalls } from './fake-calls';

type Amount = Dec | string;
const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const fail = (code: string): ApiResult<never> => ({ ok: false, error: businessError(code) });

/**
 * In-memory balances, wallets, payment currency and Pay ID for tests; set them directly, control
 * calls through `calls`. Pay ID parts are checked with the domain's rule; `takenPayIds` are taken.
 */
export class FakeAccountAdapter implements AccountPort {
  readonly calls = new FakeCalls<keyof AccountPort>();
  private total: TotalBalance = { amount: ZERO, currency: currencyCode('USD') };
  private fiat: FiatWallet[] = [];
  private coins: CoinWallet[] = [];
  private paymentCurrency = currencyCode('USD');
  private payId: PayId | undefined;
  payIdEligible = true;
  readonly availablePaymentCurrencies: CurrencyCode[] = ['USD', 'EUR', 'GBP'].map(currencyCode);
  readonly takenPayIds = new Set<string>(['admin']);

  setTotal(amount: Amount, currency = 'USD'): this {
    this.total = { amount: dec(amount), currency: currencyCode(currency) };
    return this;
  }

  setFiatWallet(currency: string, amount: Amount, state = 'created'): this {
    const wallet: FiatWallet = { currency: currencyCode(currency), amount: dec(amount), state };
    this.fiat = [...this.fiat.filter((w) => w.currency !== wallet.currency), wallet];
    return this;
  }

  setCoinWallet(currency: string, available: Amount, nativeAvailable: Amount = ZERO, nativeCurrency = 'USD'): this {
    const wallet: CoinWallet = {
      currency: currencyCode(currency),
      available: dec(available),
      nativeAvailable: dec(nativeAvailable),
      nativeCurrency: currencyCode(nativeCurrency),
    };
    this.coins = [...this.coins.filter((w) => w.currency !== wallet.currency), wallet];
    return this;
  }

  fiatWallet(currency: string): FiatWallet | undefined {
    return this.fiat.find((w) => w.currency === currencyCode(currency));
  }

  coinWallet(currency: string): CoinWallet | undefined {
    return this.coins.find((w) => w.currency === currencyCode(currency));
  }

  getTotalBalance(): Promise<ApiResult<TotalBalance>> {
    return this.calls.run('getTotalBalance', [], () => ({ ok: true, value: this.total }));
  }

  getWallets(): Promise<ApiResult<Wallets>> {
    return this.calls.run('getWallets', [], () => ({ ok: true, value: { fiat: this.fiat, coins: this.coins } }));
  }

  getAccountSummary(): Promise<ApiResult<AccountSummary>> {
    return this.calls.run('getAccountSummary', [], () => {
      const native = this.fiat.find((w) => w.currency === this.total.currency);
      return ok({ total: { amount: native?.amount ?? ZERO, currency: this.total.currency }, cashAccounts: this.fiat });
    });
  }

  getFiatAccount(): Promise<ApiResult<FiatAccount>> {
    return this.calls.run('getFiatAccount', [], () => {
      const native = this.fiat.find((w) => w.currency === this.total.currency);
      return ok({ currency: this.total.currency, state: native?.state ?? 'not_created', balance: native?.amount ?? ZERO, accountHolderName: 'Alex Morgan' });
    });
  }

  getPaymentCurrencies(): Promise<ApiResult<PaymentCurrencies>> {
    return this.calls.run('getPaymentCurrencies', [], () => ok(this.currencies()));
  }

  updatePaymentCurrency(currency: CurrencyCode): Promise<ApiResult<PaymentCurrencies>> {
    return this.calls.run('updatePaymentCurrency', [currency], () => {
      if (!this.availablePaymentCurrencies.includes(currency)) return fail(ErrorCode.paymentCurrencyNotSupported);
      this.paymentCurrency = currency;
      return ok(this.currencies());
    });
  }

  isPayIdEligible(): Promise<ApiResult<boolean>> {
    return this.calls.run('isPayIdEligible', [], () => ok(this.payIdEligible));
  }

  getPayId(): Promise<ApiResult<PayId>> {
    return this.calls.run('getPayId', [], () => (this.payId === undefined ? fail(ErrorCode.payIdNotFound) : ok(this.payId)));
  }

  checkPayId(accountPart: string): Promise<ApiResult<PayIdAvailability>> {
    return this.calls.run('checkPayId', [accountPart], () => {
      const part = checkPayIdAccountPart(accountPart);
      return part.ok ? ok({ available: this.isFree(part.value), payString: payString(part.value) }) : fail(ErrorCode.payIdInvalid);
    });
  }

  createPayId(accountPart: string): Promise<ApiResult<PayId>> {
    return this.calls.run('createPayId', [accountPart], () => {
      if (!this.payIdEligible) return fail(ErrorCode.payIdNotEligible);
      if (this.payId !== undefined) return fail(ErrorCode.payIdAlreadyCreated);
      const part = checkPayIdAccountPart(accountPart);
      if (!part.ok) return fail(ErrorCode.payIdInvalid);
      if (!this.isFree(part.value)) return fail(ErrorCode.payIdTaken);
      this.payId = { accountPart: part.value, payString: payString(part.value), currencies: [currencyCode('USD')] };
      return ok(this.payId);
    });
  }

  updatePayIdCurrencies(currencies: readonly CurrencyCode[]): Promise<ApiResult<PayId>> {
    return this.calls.run('updatePayIdCurrencies', [currencies], () => {
      if (this.payId === undefined) return fail(ErrorCode.payIdNotFound);
      if (currencies.length === 0) return fail(ErrorCode.invalidParameter);
      this.payId = { ...this.payId, currencies: [...currencies] };
      return ok(this.payId);
    });
  }

  private currencies(): PaymentCurrencies {
    return { current: this.paymentCurrency, available: this.availablePaymentCurrencies };
  }

  private isFree(part: string): boolean {
    return !this.takenPayIds.has(part) && this.payId?.accountPart !== part;
  }
}
