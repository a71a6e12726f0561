import { acceptAmountInput, type AmountInputOutcome } from '../money/amount-input';
import { PAYPAL_FRACTION_DIGITS } from './quick-amounts';

/** A PayPal amount keystroke: the shared amount-input rule with at most 2 fraction digits (spec 001 §9). */
export const acceptPaypalAmountInput = (previous: string, typed: string): AmountInputOutcome => acceptAmountInput(previous, typed, PAYPAL_FRACTION_DIGITS);
