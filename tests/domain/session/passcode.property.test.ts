import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptCodeInput, isCompleteOtp, isCompletePasscode } from '../../../domain/session/passcode';
import { RUNS } from '../../arbitraries/runs';
import { digits } from '../../arbitraries/text';

const typed = fc.oneof(fc.string(), digits(0, 10), fc.string({ unit: fc.constantFrom('1', '2', '9', ' ', '-', 'a', '٣') }));
const length = fc.integer({ min: 0, max: 10 });

describe('acceptCodeInput invariants', () => {
  it('keeps only ASCII digits, at most `length` of them', () => {
    fc.assert(
      fc.property(typed, length, (text, n) => {
        const kept = acceptCodeInput(text, n);
        expect(kept).toMatch(/^[0-9]*$/);
        expect(kept.length).toBeLessThanOrEqual(n);
      }),
      RUNS,
    );
  });

  it('keeps the first digits typed, in order', () => {
    fc.assert(
      fc.property(typed, length, (text, n) => {
        const allDigits = [...text].filter((c) => c >= '0' && c <= '9').join('');
        expect(acceptCodeInput(text, n)).toBe(allDigits.slice(0, n));
      }),
      RUNS,
    );
  });

  it('is idempotent: accepting the accepted code again changes nothing', () => {
    fc.assert(
      fc.property(typed, length, (text, n) => {
        const once = acceptCodeInput(text, n);
        expect(acceptCodeInput(once, n)).toBe(once);
      }),
      RUNS,
    );
  });

  it('the accepted code is a complete passcode iff at least 6 digits were typed', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const digitCount = [...text].filter((c) => c >= '0' && c <= '9').length;
        expect(isCompletePasscode(acceptCodeInput(text, 6))).toBe(digitCount >= 6);
        expect(isCompleteOtp(acceptCodeInput(text, 6))).toBe(digitCount >= 6);
      }),
      RUNS,
    );
  });
});

describe('isCompletePasscode invariants', () => {
  it('is true exactly for strings of 6 ASCII digits', () => {
    fc.assert(
      fc.property(fc.oneof(digits(0, 8), fc.string({ maxLength: 8 })), (text) => {
        expect(isCompletePasscode(text)).toBe(/^[0-9]{6}$/.test(text));
      }),
      RUNS,
    );
  });
});
