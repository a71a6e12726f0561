import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCardExpiry, isCardExpired, parseCardExpiry } from '../../../domain/payment/card-expiry';

describe('card expiry (spec 001 §5: expired cards are not selectable)', () => {
  it('reads MM/YYYY and MM/YY, refuses anything else', () => {
    expect(parseCardExpiry('08/2029')).toEqual({ month: 8, year: 2029 });
    expect(parseCardExpiry(' 1 / 24 ')).toEqual({ month: 1, year: 2024 });
    for (const bad of ['13/2029', '00/29', '8-2029', '08/202', '', 'soon']) expect(parseCardExpiry(bad)).toBeUndefined();
  });

  it('a card is valid through the last millisecond of its expiry month (UTC)', () => {
    const expiry = { month: 1, year: 2024 };
    expect(isCardExpired(expiry, Date.UTC(2024, 1, 1) - 1)).toBe(false);
    expect(isCardExpired(expiry, Date.UTC(2024, 1, 1))).toBe(true);
    expect(isCardExpired({ month: 12, year: 2028 }, Date.UTC(2028, 11, 31, 23, 59))).toBe(false);
    expect(isCardExpired({ month: 12, year: 2028 }, Date.UTC(2029, 0, 1))).toBe(true);
  });

  it('formatting then parsing gives the same expiry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), (month, year) => {
        expect(parseCardExpiry(formatCardExpiry({ month, year }))).toEqual({ month, year });
      }),
    );
  });
});
