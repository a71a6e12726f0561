import { currencyCode, fiatFractionDigits } from '../../../domain/money/currency';
import { type Dec, Rounding, ZERO, roundTo } from '../../../domain/money/decimal';
import { fiatForCoins } from '../../../domain/trade/conversion';
import { fiatToFiat, usdToNative } from './market/fx-rates';
import type { SandboxAccount, SandboxContext } from './sandbox-context';

export interface FiatWalletView {
  readonly currency: string;
  readonly amount: Dec;
  readonly state: string;
}

/** A customer's wallets read from the ledger, and their value in the native currency. */
export class SandboxBalances {
  constructor(private readonly context: SandboxContext) {}

  fiatWallets(account: SandboxAccount): readonly FiatWalletView[] {
    return Object.entries(account.state.fiatWallets).map(([currency, state]) => ({
      currency,
      state,
      amount: this.context.ledger.balance(account.uuid, currency),
    }));
  }

  /** Coins held (non-zero), every currency in the ledger that is not a fiat wallet's. */
  coins(account: SandboxAccount): readonly { readonly currency: string; readonly amount: Dec }[] {
    return this.context.ledger.holdings(account.uuid).filter((h) => this.context.market.coin(h.currency) !== undefined);
  }

  /**
   * Everything the customer holds, valued in the native currency and rounded down to its
   * decimals: every cash account (other currencies converted at the sandbox's fixed rates; one in
   * a currency without a rate there is left out), the coins held and `basketValues`, the
   * customer's baskets already valued in the native currency.
   */
  totalBalance(account: SandboxAccount, basketValues: readonly Dec[]): Dec {
    const native = currencyCode(account.persona.nativeCurrency);
    const decimals = fiatFractionDigits(native);
    const cash = this.fiatWallets(account).reduce((sum, w) => sum.plus(fiatToFiat(w.amount, w.currency, native, decimals) ?? ZERO), ZERO);
    const coins = this.coins(account).reduce((sum, c) => sum.plus(this.coinValue(c.currency, c.amount, native)), ZERO);
    const baskets = basketValues.reduce((sum, value) => sum.plus(value), ZERO);
    return roundTo(cash.plus(coins).plus(baskets), decimals, Rounding.down);
  }

  /** A holding's value in a fiat currency (market prices are in USD, converted at the sandbox's fixed rates), rounded down. */
  coinValue(symbol: string, amount: Dec, currency = 'USD'): Dec {
    const coin = this.context.market.coin(symbol);
    if (coin === undefined) return ZERO;
    const usd = fiatForCoins(amount, this.context.market.priceAt(coin, this.context.now()), 8);
    return usdToNative(usd, currency, fiatFractionDigits(currencyCode(currency))) ?? ZERO;
  }
}
