import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isQuotationExpired, quotationSecondsLeft } from '../../../domain/trade/quotation';
import { QUOTE_EXPIRES, sellQuotation } from '../../support/quotation-fixture';
import { RUNS } from '../../arbitraries/runs';

const quotation = sellQuotation;
const EXPIRES = QUOTE_EXPIRES;

describe('quotation validity invariants', () => {
  it('is 0 exactly when the quotation is expired', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (offset) => {
        const q = quotation(EXPIRES);
        expect(quotationSecondsLeft(q, EXPIRES + offset) === 0).toBe(isQuotationExpired(q, EXPIRES + offset));
      }),
      RUNS,
    );
  });

  it('never increases as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.nat({ max: 100_000 }), (offset, later) => {
        const q = quotation(EXPIRES);
        expect(quotationSecondsLeft(q, EXPIRES + offset + later)).toBeLessThanOrEqual(quotationSecondsLeft(q, EXPIRES + offset));
      }),
      RUNS,
    );
  });
});
