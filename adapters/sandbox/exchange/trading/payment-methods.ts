import { ErrorCode } from '../../../../domain/errors/error-codes';
import type { WeeklyLimits } from '../../../../domain/payment/weekly-limits';
import { isPairSupported } from '../../../../domain/trade/pre-quote-check';
import { err, ok } from '../../../../domain/shared/result';
import { weeklyCardLimits } from '../payments/weekly-card-usage';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { tradeCurrency } from './coin-terms';
import type { TradeMethod } from './trading-slice';

/** One way to pay for (buy) or receive (sell) a coin, with the customer's wallets it uses. */
export interface PaymentMethodView {
  readonly method: TradeMethod;
  readonly enabled: boolean;
  /** The fiat wallets (set up) or coins (held) it pays from or into; the native currency for card schemes. */
  readonly currencies: readonly string[];
}

export interface PaymentMethodsView {
  readonly methods: readonly PaymentMethodView[];
  readonly weeklyLimits: WeeklyLimits;
}

/** Spec 000 §2: only one-time orders are usable on the web (recurring and target price are app only). */
export const ONE_TIME = 'one_time';

/**
 * The payment methods call (spec 000 §7: asset_symbol, side, order_category one_time): which
 * methods can buy or sell the coin for this customer, following the coin's features (spec 000 §3),
 * with the card and Apple Pay weekly limits (spec 000 §3, §9).
 */
export function paymentMethods(
  context: SandboxContext,
  account: SandboxAccount,
  asset: string,
  side: string,
  orderCategory: string,
): SandboxResult<PaymentMethodsView> {
  if (orderCategory !== ONE_TIME || (side !== 'buy' && side !== 'sell'))
    return err({ code: ErrorCode.invalidParameter, message: 'side must be buy or sell, order_category one_time' });
  const coin = tradeCurrency(context, asset);
  if (coin?.kind !== 'coin') return err({ code: ErrorCode.pairNotSupported });
  const wallets = Object.entries(account.state.fiatWallets)
    .filter(([, state]) => state === 'created')
    .map(([currency]) => currency);
  const held = context.ledger
    .holdings(account.uuid)
    .map((h) => h.currency)
    .filter((symbol) => symbol !== asset && tradeCurrency(context, symbol)?.kind === 'coin');
  const { features } = coin;
  const native = [account.persona.nativeCurrency];
  const methods: PaymentMethodView[] =
    side === 'buy'
      ? [
          { method: 'fiat_wallet', enabled: features.vibanPurchase && wallets.length > 0, currencies: wallets },
          { method: 'credit_card', enabled: features.purchase, currencies: native },
          { method: 'apple_pay', enabled: features.purchase, currencies: native },
          { method: 'google_pay', enabled: features.purchase, currencies: native },
          { method: 'crypto_wallet', enabled: features.exchange && held.length > 0, currencies: held },
        ]
      : [
          { method: 'fiat_wallet', enabled: isPairSupported(features, 'fiat_wallet') && wallets.length > 0, currencies: wallets },
          { method: 'crypto_wallet', enabled: features.exchange, currencies: [] },
        ];
  return ok({ methods, weeklyLimits: weeklyCardLimits(context, account) });
}
