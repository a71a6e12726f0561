import { describe, expect, it } from 'vitest';
import {
  canSubmitReference,
  checkReferenceSubmit,
  REFERENCE_NUMBER_MAX_LENGTH,
  REFERENCE_NUMBER_MIN_LENGTH,
  referenceNumberMessage,
  type ReferenceSubmitContext,
} from '../../../domain/deposit/reference-number';

const ctx: ReferenceSubmitContext = { usedToday: 0, dailyQuota: 3, submitting: false, inError: false };

describe('reference number', () => {
  it('is 8 to 12 characters', () => {
    expect([REFERENCE_NUMBER_MIN_LENGTH, REFERENCE_NUMBER_MAX_LENGTH]).toEqual([8, 12]);
    expect(canSubmitReference('ABCD1234', ctx)).toBe(true);
    expect(canSubmitReference('ABCD12345678', ctx)).toBe(true);
  });

  it("above 12 characters is 'exceeds maximum length'", () => {
    expect(referenceNumberMessage('ABCD123456789')).toEqual({ code: 'reference_number_exceeds_max_length', max: 12 });
    expect(checkReferenceSubmit('ABCD123456789', ctx)).toEqual({ ok: false, error: { code: 'reference_number_exceeds_max_length', max: 12 } });
    expect(referenceNumberMessage('ABCD12345678')).toBeUndefined();
  });

  it('shorter than 8 disables confirm without an inline message', () => {
    expect(referenceNumberMessage('ABC')).toBeUndefined();
    expect(checkReferenceSubmit('ABCD123', ctx)).toEqual({ ok: false, error: { code: 'reference_number_too_short', min: 8 } });
    expect(canSubmitReference('', ctx)).toBe(false);
  });

  it('used-up daily attempts disable confirm', () => {
    expect(checkReferenceSubmit('ABCD1234', { ...ctx, usedToday: 3 })).toEqual({ ok: false, error: { code: 'reference_number_daily_attempts_used_up' } });
    expect(canSubmitReference('ABCD1234', { ...ctx, usedToday: 2 })).toBe(true);
  });

  it('confirm is disabled while submitting or in error', () => {
    expect(canSubmitReference('ABCD1234', { ...ctx, submitting: true })).toBe(false);
    expect(canSubmitReference('ABCD1234', { ...ctx, inError: true })).toBe(false);
    expect(checkReferenceSubmit('ABCD1234', { ...ctx, submitting: true })).toEqual({ ok: true, value: false });
  });
});
