import Decimal from 'decimal.js';
import type { Dec } from '../../domain/money/decimal';

/**
 * A test oracle: a decimal.js clone with enough precision that every sum, difference and
 * product of the amounts the tests generate is exact. Tests check the domain's results
 * against it instead of against the domain's own 40-digit arithmetic.
 */
export const Exact = Decimal.clone({ precision: 500, toExpNeg: -1000, toExpPos: 1000 });
export type ExactDec = InstanceType<typeof Exact>;

export const exact = (value: Dec | string | bigint): ExactDec =>
  new Exact(typeof value === 'string' ? value : typeof value === 'bigint' ? value.toString() : value.toFixed());

/** One unit of the last kept place: 10^-decimals (10, 100, ... for negative decimals). */
export const unitOf = (decimals: number): ExactDec => new Exact(10).pow(-decimals);
