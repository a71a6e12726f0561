import { type AccountPort, type CoinWallet, type TotalBalance, type Wallets } from '../../application/ports/account-port';
import { type ApiResult } from '../../application/ports/api-error';
import { currencyCode } from '../../domain/money/currency';
import { dec, type Dec, ZERO } from '../../domain/money/decimal';
import { type FiatWallet } from '../../domain/trade/fiat-wallet';
import { FakeCalls } from './fake-calls';

type Amount = Dec | string;

/** In-memory balances and wallets for tests; set them directly, control calls through `calls`. */
export class FakeAccountAdapter implements AccountPort {
  readonly calls = new FakeCalls<keyof AccountPort>();
  private total: TotalBalance = { amount: ZERO, currency: currencyCode('USD') };
  private fiat: FiatWallet[] = [];
  private coins: CoinWallet[] = [];

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
}
