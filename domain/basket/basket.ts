import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import type { RebalancingInterval } from './rebalancing-interval';

/** Spec 000 §3: only baskets of origin 'preset' are shown. */
export const PRESET_ORIGIN = 'preset';

/** A crypto basket offer or owned instance (spec 000 §3). */
export interface Basket {
  readonly id: string;
  readonly offerId: string;
  readonly title: string;
  readonly coins: readonly CurrencyCode[];
  /** What the user holds, in the native currency; zero when not owned. */
  readonly balance: Dec;
  readonly baseCurrency: CurrencyCode;
  readonly stakeable: boolean;
  readonly origin: string;
  readonly rebalancingInterval: RebalancingInterval;
  /** Epoch ms of the next rebalancing; undefined when none is scheduled. */
  readonly nextRebalancingAt: number | undefined;
  readonly delisted: boolean;
  readonly disabled: boolean;
}

/** Choice: a basket is owned when its balance is above 0. */
export const isOwned = (basket: Basket): boolean => basket.balance.greaterThan(0);
