/** How often a basket rebalances (spec 000 §3). */
export type RebalancingInterval = 'never' | 'weekly' | 'bi_weekly' | 'monthly';

export const REBALANCING_INTERVALS: readonly RebalancingInterval[] = ['never', 'weekly', 'bi_weekly', 'monthly'];

/** Days between rebalancings: never 0, weekly 7, bi-weekly 14, monthly 30 (spec 000 §3, 001 §9). */
export const REBALANCING_DAYS: Readonly<Record<RebalancingInterval, number>> = { never: 0, weekly: 7, bi_weekly: 14, monthly: 30 };

/** Names on the wire (rebalancing_interval). */
const WIRE: Readonly<Record<RebalancingInterval, string>> = { never: 'never', weekly: 'weekly', bi_weekly: 'bi-weekly', monthly: 'monthly' };
/** Names in the basket setup context. */
const SETUP: Readonly<Record<RebalancingInterval, string>> = { never: 'never', weekly: 'weekly', bi_weekly: 'biWeekly', monthly: 'monthly' };

const reverse = (table: Readonly<Record<RebalancingInterval, string>>): ReadonlyMap<string, RebalancingInterval> =>
  new Map(REBALANCING_INTERVALS.map((interval) => [table[interval], interval]));
const FROM_WIRE = reverse(WIRE);
const FROM_SETUP = reverse(SETUP);

export const toWireInterval = (interval: RebalancingInterval): string => WIRE[interval];
export const toSetupInterval = (interval: RebalancingInterval): string => SETUP[interval];
/** Choice: names are matched exactly; anything else is unknown (undefined). */
export const fromWireInterval = (raw: string): RebalancingInterval | undefined => FROM_WIRE.get(raw);
export const fromSetupInterval = (raw: string): RebalancingInterval | undefined => FROM_SETUP.get(raw);

/** Spec 000 §4: the setup preselects weekly. */
export const DEFAULT_SETUP_INTERVAL: RebalancingInterval = 'weekly';

/** 'never' disables rebalancing; every other interval enables it. */
export const isRebalancingEnabled = (interval: RebalancingInterval): boolean => interval !== 'never';

/** The body of POST .../instances/{id}/rebalancing (spec 000 §7: enabled, rebalancing_interval). */
export interface RebalancingUpdate {
  readonly enabled: boolean;
  readonly rebalancingInterval: string;
}

/** Choice: 'never' is sent as enabled false with interval 'never'. */
export const rebalancingUpdate = (interval: RebalancingInterval): RebalancingUpdate => ({
  enabled: isRebalancingEnabled(interval),
  rebalancingInterval: toWireInterval(interval),
});

/** What picking an interval leads to. */
export type IntervalChange =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'confirm'; readonly from: RebalancingInterval; readonly to: RebalancingInterval; readonly enables: boolean; readonly disables: boolean };

/** Spec 000 §4: a change of rebalancing interval is confirmed before it is sent; picking the current one does nothing. */
export function requestIntervalChange(current: RebalancingInterval, next: RebalancingInterval): IntervalChange {
  if (current === next) return { kind: 'unchanged' };
  return {
    kind: 'confirm',
    from: current,
    to: next,
    enables: !isRebalancingEnabled(current) && isRebalancingEnabled(next),
    disables: isRebalancingEnabled(current) && !isRebalancingEnabled(next),
  };
}
