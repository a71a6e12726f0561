import { type Dec, Rounding } from '../money/decimal';
import { numberFormatter, numericLiteral } from './number-formatter';

/** Display decimals of a price change (spec 001 §9 "Display decimals 2"). */
export const CHANGE_DISPLAY_DECIMALS = 2;

/** Up, down or flat once rounded for display: what colour and words a change gets. */
export type ChangeDirection = 'up' | 'down' | 'flat';

/** The direction of a change as it will be shown (so "-0.001" is flat, as it shows 0.00 %). */
export function changeDirection(changePercent: Dec): ChangeDirection {
  const shown = changePercent.toDecimalPlaces(CHANGE_DISPLAY_DECIMALS, Rounding.halfUp);
  return shown.isZero() ? 'flat' : shown.greaterThan(0) ? 'up' : 'down';
}

/**
 * A price change in percent for display: 2 decimals rounded half up, signed ("+2.35%", "-1.20%",
 * "0.00%"), localised. `unsigned` drops the sign (for text that says up or down in words).
 */
export function formatPercentChange(changePercent: Dec, locale: string, options: { readonly unsigned?: boolean } = {}): string {
  const shown = changePercent.toDecimalPlaces(CHANGE_DISPLAY_DECIMALS, Rounding.halfUp);
  const value = options.unsigned === true ? shown.abs() : shown;
  return numberFormatter(locale, {
    style: 'percent',
    minimumFractionDigits: CHANGE_DISPLAY_DECIMALS,
    maximumFractionDigits: CHANGE_DISPLAY_DECIMALS,
    signDisplay: options.unsigned === true ? 'never' : 'exceptZero',
  }).format(numericLiteral(value.dividedBy(100).toFixed()));
}
