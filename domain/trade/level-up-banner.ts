import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import type { TradingFee } from './trading-fee';

/** A server text key with its values (trade_drawer_upsell_banner_desc_tms_key, spec 001 §3). */
export interface TmsText {
  readonly tmsKey: string;
  readonly values: Readonly<Record<string, string>>;
}

export interface LevelUpBannerInput {
  readonly loading: boolean;
  readonly isPrimeRegularUser: boolean;
  /** A Level Up subscriber (plans pro, plus, private). */
  readonly isSubscribed: boolean;
  readonly isBasketTrade: boolean;
  /** The server's trade_drawer_upsell_eligible and its banner text. */
  readonly upsellEligible: boolean;
  readonly upsellText: TmsText | undefined;
  /** The subscriber has used up the fee-free quota of the plan. */
  readonly quotaReached: boolean;
  readonly tradingFee: TradingFee | undefined;
}

export type LevelUpBanner =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'savings'; readonly text: TmsText | undefined }
  | { readonly kind: 'quota_reached' }
  | { readonly kind: 'waived_amount'; readonly amount: Dec; readonly currency: CurrencyCode }
  | { readonly kind: 'joined' }
  | { readonly kind: 'upsell' };

/**
 * Fee states that hide the banner. Choice: no trading fee line, or a fee waived by the 30-day
 * promotion or by Prime — a plan pitch makes no sense when someone else already waives the fee.
 */
const hidesForFee = (fee: TradingFee | undefined): boolean =>
  fee === undefined || (fee.waived && (fee.waivedReason === '30_days_promotion' || fee.waivedReason === 'prime_waived'));

/**
 * The level-up banner of the trade drawer (spec 000 §6): hidden while loading, for Prime regular
 * users and some fee states; for non-basket trades the savings banner replaces it when the
 * server says eligible; otherwise a subscriber sees the quota-reached text, the waived-amount
 * text or 'joined', and anyone else the upsell prompt.
 * Choice: for a subscriber quota-reached comes before waived-amount, which comes before
 * 'joined'; waived-amount needs a waived amount above 0.
 */
export function levelUpBanner(input: LevelUpBannerInput): LevelUpBanner {
  if (input.loading || input.isPrimeRegularUser || hidesForFee(input.tradingFee)) return { kind: 'hidden' };
  if (!input.isBasketTrade && input.upsellEligible) return { kind: 'savings', text: input.upsellText };
  if (!input.isSubscribed) return { kind: 'upsell' };
  if (input.quotaReached) return { kind: 'quota_reached' };
  const fee = input.tradingFee;
  if (fee !== undefined && fee.waivedAmount.greaterThan(0)) {
    return { kind: 'waived_amount', amount: fee.waivedAmount, currency: fee.currency };
  }
  return { kind: 'joined' };
}
