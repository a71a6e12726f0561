import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import type { BasketFee } from './basket-fee';
import type { RebalancingInterval } from './rebalancing-interval';

/** Fields both basket previews share (spec 000 §3). */
interface PreviewCommon {
  readonly id: string;
  readonly basketId: string;
  readonly basketName: string;
  readonly basketCoins: readonly CurrencyCode[];
  readonly fee: BasketFee | undefined;
  readonly fees: readonly BasketFee[];
}

/** A basket sell preview (spec 000 §3). */
export interface BasketSellPreview extends PreviewCommon {
  readonly payoutMethod: string;
  readonly payoutAmount: Dec;
  readonly payoutAmountInNativeCurrency: Dec;
  readonly payoutAmountInUsd: Dec;
  readonly totalPayoutAmount: Dec;
}

/** A basket buy preview (spec 000 §3): payment amounts, rate and the rebalancing interval. */
export interface BasketBuyPreview extends PreviewCommon {
  readonly paymentAmount: Dec;
  readonly paymentAmountInNativeCurrency: Dec;
  readonly paymentAmountInUsd: Dec;
  readonly totalPaymentAmount: Dec;
  readonly rate: Dec;
  readonly rebalancingInterval: RebalancingInterval;
}

/** What a basket sell preview is asked with (spec 000 §7: basket_id, payout_method, payout_percentage, payout_detail.currency). */
export interface BasketSellPreviewRequest {
  readonly basketId: string;
  readonly payoutMethod: string;
  readonly payoutPercentage: Dec;
  readonly payoutCurrency: CurrencyCode;
}

/** Choice: the percentage must be within (0, 100]; anything else is a programmer error. */
export function basketSellPreviewRequest(basketId: string, payoutMethod: string, percentage: Dec, payoutCurrency: CurrencyCode): BasketSellPreviewRequest {
  if (!percentage.greaterThan(0) || percentage.greaterThan(100)) throw new RangeError('payout percentage must be within (0, 100]');
  return { basketId, payoutMethod, payoutPercentage: percentage, payoutCurrency };
}
