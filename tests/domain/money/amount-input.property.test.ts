import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOfInput, acceptAmountInput, type AmountInputRejection, MAX_INTEGER_DIGITS } from '../../../domain/money/amount-input';
import { RUNS } from '../../arbitraries/runs';
import { insertAt, insertionPositions, typedAmountText, wellFormedAmountText } from '../../arbitraries/text';
import { exact } from '../../support/exact-decimal';

const maxFraction = fc.integer({ min: 0, max: 18 });
const anyText = fc.oneof(typedAmountText(), wellFormedAmountText());
const REASONS: readonly AmountInputRejection[] = ['invalid_character', 'too_many_dots', 'too_many_integer_digits', 'too_many_decimals', 'no_decimals_allowed'];

/** An independent statement of the rule (spec 000 §5), used as an oracle. */
function shouldAccept(typed: string, maxFractionDigits: number): boolean {
  const text = typed.split(',').join('');
  const match = /^([0-9]*)(?:\.([0-9]*))?$/.exec(text);
  if (match === null) return false;
  const [, integer = '', fraction] = match;
  if (fraction !== undefined && (maxFractionDigits === 0 || fraction.length > maxFractionDigits)) return false;
  return integer.replace(/^0+/, '').length <= MAX_INTEGER_DIGITS;
}

/** An accepted value from any previous value, so that properties can start from a real field state. */
const acceptedValue = fc
  .tuple(wellFormedAmountText(12, 8), maxFraction)
  .map(([typed, digits]) => ({ outcome: acceptAmountInput('', typed, digits), digits }))
  .filter(({ outcome }) => outcome.accepted)
  .map(({ outcome, digits }) => ({ value: outcome.value, maxFraction: digits }));

describe('acceptAmountInput invariants', () => {
  it('an accepted value is only digits and at most one dot, never a comma', () => {
    fc.assert(
      fc.property(fc.string(), anyText, maxFraction, (previous, typed, digits) => {
        const outcome = acceptAmountInput(previous, typed, digits);
        if (outcome.accepted) expect(outcome.value).toMatch(/^[0-9]*(\.[0-9]*)?$/);
      }),
      RUNS,
    );
  });

  it('an accepted value never has more than 12 integer digits nor more decimals than maxFraction', () => {
    fc.assert(
      fc.property(anyText, maxFraction, (typed, digits) => {
        const outcome = acceptAmountInput('', typed, digits);
        if (!outcome.accepted) return;
        const [integer = '', fraction = ''] = outcome.value.split('.');
        expect(integer.length).toBeLessThanOrEqual(MAX_INTEGER_DIGITS);
        expect(fraction.length).toBeLessThanOrEqual(digits);
      }),
      RUNS,
    );
  });

  it('an accepted value has no dot when the currency has 0 decimals', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        const outcome = acceptAmountInput('', typed, 0);
        if (outcome.accepted) expect(outcome.value).not.toContain('.');
      }),
      RUNS,
    );
  });

  it('an accepted value has no redundant leading zero', () => {
    fc.assert(
      fc.property(anyText, maxFraction, (typed, digits) => {
        const outcome = acceptAmountInput('', typed, digits);
        if (outcome.accepted) expect(outcome.value).not.toMatch(/^0[0-9]/);
      }),
      RUNS,
    );
  });

  it('a rejection returns exactly the previous value and one of the known reasons', () => {
    fc.assert(
      fc.property(fc.string(), anyText, maxFraction, (previous, typed, digits) => {
        const outcome = acceptAmountInput(previous, typed, digits);
        if (outcome.accepted) return;
        expect(outcome.value).toBe(previous);
        expect(REASONS).toContain(outcome.reason);
        expect(Object.keys(outcome).sort()).toEqual(['accepted', 'reason', 'value']);
      }),
      RUNS,
    );
  });

  it('accepts exactly the inputs the rule allows (digits, one dot, commas stripped, 12 integer digits, maxFraction)', () => {
    fc.assert(
      fc.property(anyText, maxFraction, (typed, digits) => {
        expect(acceptAmountInput('', typed, digits).accepted).toBe(shouldAccept(typed, digits));
      }),
      RUNS,
    );
  });

  it('re-feeding an accepted value is stable: accept(v, v) returns v', () => {
    fc.assert(
      fc.property(acceptedValue, fc.string(), ({ value, maxFraction: digits }, previous) => {
        expect(acceptAmountInput(value, value, digits)).toEqual({ accepted: true, value });
        expect(acceptAmountInput(previous, value, digits)).toEqual({ accepted: true, value });
      }),
      RUNS,
    );
  });

  it('typing commas anywhere is the same as typing without them', () => {
    fc.assert(
      fc.property(fc.string(), anyText, insertionPositions, maxFraction, (previous, typed, positions, digits) => {
        const withCommas = insertAt(typed, positions, ',');
        expect(acceptAmountInput(previous, withCommas, digits)).toEqual(acceptAmountInput(previous, typed, digits));
      }),
      RUNS,
    );
  });

  it('leading zeros never change the outcome of a non-empty input', () => {
    const nonEmpty = anyText.filter((t) => t.replace(/,/g, '') !== '');
    fc.assert(
      fc.property(nonEmpty, fc.integer({ min: 1, max: 20 }), maxFraction, (typed, zeros, digits) => {
        const padded = `${'0'.repeat(zeros)}${typed}`;
        expect(acceptAmountInput('7', padded, digits)).toEqual(acceptAmountInput('7', typed, digits));
      }),
      RUNS,
    );
  });

  it('accepting never changes the amount typed: the accepted value stands for the same number', () => {
    fc.assert(
      fc.property(wellFormedAmountText(), fc.integer({ min: 1, max: 18 }), (typed, digits) => {
        const outcome = acceptAmountInput('', typed, digits);
        if (!outcome.accepted) return;
        const typedNumber = typed.replace(/\.$/, '').replace(/^\./, '0.') || '0';
        expect(exact(amountOfInput(outcome.value)).equals(exact(typedNumber))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the amount of an accepted value is within 0 and 10^12 and has at most maxFraction decimals', () => {
    fc.assert(
      fc.property(anyText, maxFraction, (typed, digits) => {
        const outcome = acceptAmountInput('', typed, digits);
        if (!outcome.accepted) return;
        const amount = amountOfInput(outcome.value);
        expect(amount.isNegative()).toBe(false);
        expect(amount.lessThan('1e12')).toBe(true);
        expect(amount.decimalPlaces()).toBeLessThanOrEqual(digits);
      }),
      RUNS,
    );
  });
});
