import { type Dec, Rounding } from '../money/decimal';
import { numberFormatter, numericLiteral } from './number-formatter';

/** Spec 000 §9: display decimals 2. */
const PERCENT_DECIMALS = 2;

/**
 * A price change in percent for display, with its sign ("+2.15%", "-0.40%", "0.00%"), grouped
 * for the locale. Choice: rounded half up to 2 decimals, like prices; a change that rounds to
 * zero shows no sign.
 */
export function formatPercentChange(percent: Dec, locale: string): string {
  const rounded = percent.toDecimalPlaces(PERCENT_DECIMALS, Rounding.halfUp);
  const shown = (rounded.isZero() ? rounded.abs() : rounded).toFixed(PERCENT_DECIMALS);
  const number = numberFormatter(locale, { minimumFractionDigits: PERCENT_DECIMALS, maximumFractionDigits: PERCENT_DECIMALS, signDisplay: 'exceptZero' });
  return `${number.format(numericLiteral(shown))}%`;
}
