import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import type { TradeSide } from '../trade/quotation';
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

/** A basket preview as the confirmation shows it, whichever the side. */
export interface BasketQuote extends PreviewCommon {
  readonly side: TradeSide;
  /** What is paid (buy) or paid out (sell), before fees. */
  readonly amount: Dec;
  readonly amountInNativeCurrency: Dec;
  readonly amountInUsd: Dec;
  readonly totalAmount: Dec;
  readonly rate: Dec | undefined;
  readonly rebalancingInterval: RebalancingInterval;
}

const common = (preview: PreviewCommon): PreviewCommon => ({
  id: preview.id,
  basketId: preview.basketId,
  basketName: preview.basketName,
  basketCoins: preview.basketCoins,
  fee: preview.fee,
  fees: preview.fees,
});

/** Spec 000 §3: a sell preview maps to a quote with side sell and interval never. */
export const sellPreviewToQuote = (preview: BasketSellPreview): BasketQuote => ({
  ...common(preview),
  side: 'sell',
  amount: preview.payoutAmount,
  amountInNativeCurrency: preview.payoutAmountInNativeCurrency,
  amountInUsd: preview.payoutAmountInUsd,
  totalAmount: preview.totalPayoutAmount,
  rate: undefined,
  rebalancingInterval: 'never',
});

/** A buy preview maps to a quote with side buy, its rate and its rebalancing interval. */
export const buyPreviewToQuote = (preview: BasketBuyPreview): BasketQuote => ({
  ...common(preview),
  side: 'buy',
  amount: preview.paymentAmount,
  amountInNativeCurrency: preview.paymentAmountInNativeCurrency,
  amountInUsd: preview.paymentAmountInUsd,
  totalAmount: preview.totalPaymentAmount,
  rate: preview.rate,
  rebalancingInterval: preview.rebalancingInterval,
});

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
