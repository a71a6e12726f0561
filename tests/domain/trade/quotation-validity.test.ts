import { describe, expect, it } from 'vitest';
import { quotationSecondsLeft } from '../../../domain/trade/quotation';
import { QUOTE_EXPIRES, sellQuotation } from '../../support/quotation-fixture';

const quotation = sellQuotation;
const EXPIRES = QUOTE_EXPIRES;

describe('quotation validity (spec 000 §4)', () => {
  it('counts whole seconds left, a started second counting as a whole one', () => {
    expect(quotationSecondsLeft(quotation(EXPIRES), EXPIRES - 15_000)).toBe(15);
    expect(quotationSecondsLeft(quotation(EXPIRES), EXPIRES - 14_200)).toBe(15);
    expect(quotationSecondsLeft(quotation(EXPIRES), EXPIRES - 1)).toBe(1);
  });

  it('is 0 at and after expiry, never negative', () => {
    expect(quotationSecondsLeft(quotation(EXPIRES), EXPIRES)).toBe(0);
    expect(quotationSecondsLeft(quotation(EXPIRES), EXPIRES + 60_000)).toBe(0);
  });
});
