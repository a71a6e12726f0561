import { describe, expect, it } from 'vitest';
import { type FiatLimits, monthlyUsage, validateTopUpAmount } from '../../../domain/deposit/top-up-limits';
import { dec } from '../../../domain/money/decimal';
import { CARD_LIMITS, USD } from '../../support/fiat-limits-fixture';

const limits: FiatLimits = CARD_LIMITS;
const codeOf = (amount: string | undefined, l: FiatLimits | undefined = limits): string | undefined => {
  const r = validateTopUpAmount(amount === undefined ? undefined : dec(amount), l, USD);
  return r.ok ? undefined : r.error.code;
};

describe('validateTopUpAmount', () => {
  it('accepts an amount within the limits of its type', () => {
    expect(validateTopUpAmount(dec('500'), limits, USD)).toEqual({ ok: true, value: dec('500') });
  });

  it('the button is disabled until an amount is entered', () => {
    expect(codeOf(undefined)).toBe('top_up_amount_empty');
    expect(codeOf('0')).toBe('top_up_amount_empty');
  });

  it('below the minimum for the card type gives the below-minimum text with the minimum', () => {
    expect(validateTopUpAmount(dec('19.99'), limits, USD)).toEqual({ ok: false, error: { code: 'top_up_below_minimum', min: dec('20'), currency: 'USD' } });
    expect(codeOf('20')).toBeUndefined();
  });

  it('above the maximum gives the exceeds-limit text with the maximum', () => {
    expect(validateTopUpAmount(dec('2500.01'), { ...limits, monthlyMaxAmount: undefined }, USD)).toEqual({
      ok: false,
      error: { code: 'top_up_above_maximum', max: dec('2500'), currency: 'USD' },
    });
  });

  it('the minimum is 100 when the limits are unknown', () => {
    expect(validateTopUpAmount(dec('99'), undefined, USD)).toEqual({ ok: false, error: { code: 'top_up_below_minimum', min: dec('100'), currency: 'USD' } });
    expect(codeOf('100', undefined)).toBeUndefined();
    expect(codeOf('99', { ...limits, minTransactionAmount: undefined })).toBe('top_up_below_minimum');
  });

  it('used + amount above the monthly maximum exceeds the monthly limit, with used and max', () => {
    expect(validateTopUpAmount(dec('1000.01'), limits, USD)).toEqual({
      ok: false,
      error: { code: 'top_up_exceeds_monthly_limit', used: dec('9000'), max: dec('10000'), currency: 'USD' },
    });
    expect(codeOf('1000')).toBeUndefined();
  });
});

describe('monthlyUsage', () => {
  it('is shown as used / max', () => {
    expect(monthlyUsage(limits)).toEqual({ used: dec('9000'), max: dec('10000') });
  });

  it('a missing used amount counts as 0; no monthly maximum shows nothing', () => {
    expect(monthlyUsage({ ...limits, monthlyUsedAmount: undefined })).toEqual({ used: dec('0'), max: dec('10000') });
    expect(monthlyUsage({ ...limits, monthlyMaxAmount: undefined })).toBeUndefined();
    expect(monthlyUsage(undefined)).toBeUndefined();
  });
});
