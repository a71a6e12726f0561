import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptSellPercentageInput, isValidSellPercentage, sellPercentageOf } from '../../../domain/basket/sell-percentage-input';
import { RUNS } from '../../arbitraries/runs';
import { insertAt, insertionPositions, typedAmountText, wellFormedAmountText } from '../../arbitraries/text';
import { exact } from '../../support/exact-decimal';

const anyText = fc.oneof(typedAmountText(), wellFormedAmountText(4, 4));

/** An independent statement of the rule, as an oracle: the accepted value, or null when refused. */
function oracle(typed: string): string | null {
  const text = typed.split(',').join('');
  const match = /^([0-9]*)(?:\.([0-9]*))?$/.exec(text);
  if (match === null) return null;
  const [, integer = '', fraction] = match;
  const hasDot = fraction !== undefined;
  if (integer !== '' || hasDot) {
    const value = exact(`${integer === '' ? '0' : integer}.${fraction || '0'}`);
    if (value.greaterThan(100) || (hasDot && value.greaterThanOrEqualTo(100))) return '100';
  }
  if (hasDot && fraction.length > 2) return null;
  const int = integer.replace(/^0+/, '') || (integer !== '' || hasDot ? '0' : '');
  return hasDot ? `${int}.${fraction}` : int;
}

describe('basket sell percentage input invariants', () => {
  it('accepts exactly what the rule allows, with the value the rule gives', () => {
    fc.assert(
      fc.property(fc.string(), anyText, (previous, typed) => {
        const outcome = acceptSellPercentageInput(previous, typed);
        const expected = oracle(typed);
        expect(outcome.accepted ? outcome.value : null).toBe(expected);
        if (!outcome.accepted) expect(outcome.value).toBe(previous);
      }),
      RUNS,
    );
  });

  it('an accepted value is never above 100 and never has more than 2 decimals', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        const outcome = acceptSellPercentageInput('', typed);
        if (!outcome.accepted) return;
        expect(outcome.value).toMatch(/^\d*(\.\d{0,2})?$/);
        expect(sellPercentageOf(outcome.value).lessThanOrEqualTo(100)).toBe(true);
      }),
      RUNS,
    );
  });

  it('typing commas anywhere is the same as typing without them', () => {
    fc.assert(
      fc.property(anyText, insertionPositions, (typed, positions) => {
        expect(acceptSellPercentageInput('9', insertAt(typed, positions, ','))).toEqual(acceptSellPercentageInput('9', typed));
      }),
      RUNS,
    );
  });

  it('re-feeding an accepted value is stable', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        const outcome = acceptSellPercentageInput('', typed);
        if (!outcome.accepted) return;
        expect(acceptSellPercentageInput('x', outcome.value)).toEqual({ accepted: true, value: outcome.value });
      }),
      RUNS,
    );
  });

  it('an accepted value is valid iff its percentage is above 0', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        const outcome = acceptSellPercentageInput('', typed);
        if (outcome.accepted) expect(isValidSellPercentage(outcome.value)).toBe(sellPercentageOf(outcome.value).greaterThan(0));
      }),
      RUNS,
    );
  });
});
