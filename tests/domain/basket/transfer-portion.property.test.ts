import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptPortionInput, canTransferPortion, checkTransferPortion, portionOf } from '../../../domain/basket/transfer-portion';
import { currencyCode } from '../../../domain/money/currency';
import { amountWithDecimals } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { typedAmountText } from '../../arbitraries/text';

const typed = fc.oneof(typedAmountText(5), fc.integer({ min: -10, max: 1200 }).map(String), fc.stringMatching(/^0{0,3}\d{1,3}$/));

describe('basket transfer portion invariants', () => {
  it('accepts exactly the texts of at most 3 digits standing for 0..100', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), typed, (previous, text) => {
        const outcome = acceptPortionInput(previous, text);
        const allowed = /^\d{0,3}$/.test(text) && (text === '' || Number.parseInt(text, 10) <= 100);
        expect(outcome.accepted).toBe(allowed);
        if (!outcome.accepted) expect(outcome.value).toBe(previous);
      }),
      RUNS,
    );
  });

  it('an accepted portion is an integer 0..100 without leading zeros', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const outcome = acceptPortionInput('', text);
        if (!outcome.accepted || outcome.value === '') return;
        expect(outcome.value).toMatch(/^(0|[1-9]\d{0,2})$/);
        const portion = portionOf(outcome.value);
        expect(portion.isInteger() && portion.greaterThanOrEqualTo(0) && portion.lessThanOrEqualTo(100)).toBe(true);
      }),
      RUNS,
    );
  });

  it('transfer is possible iff the accepted portion is above 0', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const outcome = acceptPortionInput('', text);
        if (outcome.accepted) expect(canTransferPortion(outcome.value)).toBe(portionOf(outcome.value).greaterThan(0));
      }),
      RUNS,
    );
  });

  it('the transfer check: a portion only when it can transfer; its value is portion x balance / 100 (2 decimals, half up), never above the balance, and in error exactly when not above the minimum', () => {
    const USD = currencyCode('USD');
    fc.assert(
      fc.property(typed, amountWithDecimals(2, 7), fc.option(amountWithDecimals(2, 3), { nil: undefined }), (text, balance, minimum) => {
        const check = checkTransferPortion(text, balance, minimum === undefined ? undefined : { amount: minimum, currency: USD });
        const accepted = acceptPortionInput('', text);
        expect(check.portion !== undefined).toBe(accepted.accepted && canTransferPortion(accepted.value));
        if (check.portion === undefined) {
          expect([check.amount, check.error]).toEqual([undefined, undefined]);
          return;
        }
        const exact = portionOf(check.portion).times(balance).dividedBy(100);
        expect(check.amount?.minus(exact).abs().lte('0.005')).toBe(true);
        expect(check.amount?.lte(balance)).toBe(true);
        expect(check.error !== undefined).toBe(minimum !== undefined && !(check.amount?.greaterThan(minimum) ?? false));
      }),
      RUNS,
    );
  });
});
