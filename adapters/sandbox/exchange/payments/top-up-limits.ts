import type { FiatLimits } from '../../../../domain/deposit/top-up-limits';
import type { FiatLimitsType } from '../../../../domain/deposit/top-up-method';
import { Money, ZERO } from '../../../../domain/money/decimal';
import { isSameUtcMonth } from '../../../../domain/shared/utc-calendar';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';

export const TOP_UP_KIND = 'fiat_wallet_top_up';

/**
 * Choice: the spec gives no figures; the sandbox's per-transaction and monthly top-up limits per
 * type, in the customer's native currency. PayPal's minimum is its smallest quick amount (25).
 */
export const TOP_UP_LIMITS: Readonly<Record<FiatLimitsType, { readonly min: string; readonly max: string; readonly monthlyMax: string }>> = {
  credit_card: { min: '20', max: '2500', monthlyMax: '10000' },
  apple_pay: { min: '20', max: '2500', monthlyMax: '10000' },
  google_pay: { min: '20', max: '2500', monthlyMax: '10000' },
  paypal: { min: '25', max: '1000', monthlyMax: '5000' },
};

/**
 * The fiat limits of a type for a customer (spec 001 §3): the fixed figures, with this UTC
 * month's completed top-ups of that type as the monthly used amount. The limits call
 * (GET /api/v1/crypto_fiats/limits) serves these too.
 */
export function topUpLimits(context: SandboxContext, account: SandboxAccount, type: FiatLimitsType): FiatLimits {
  const now = context.now();
  const used = context
    .transactionsOf(account)
    .filter((t) => t.kind === TOP_UP_KIND && t.status === 'completed' && t.details?.['limits_type'] === type && isSameUtcMonth(t.createdAt, now))
    .reduce((sum, t) => sum.plus(new Money(t.fromAmount)), ZERO);
  const figures = TOP_UP_LIMITS[type];
  return {
    minTransactionAmount: new Money(figures.min),
    maxTransactionAmount: new Money(figures.max),
    monthlyMaxAmount: new Money(figures.monthlyMax),
    monthlyUsedAmount: used,
  };
}
