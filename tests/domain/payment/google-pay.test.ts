import { describe, expect, it } from 'vitest';
import { GOOGLE_PAY_AUTH_METHODS, GOOGLE_PAY_NETWORKS, googlePayEnvironment } from '../../../domain/payment/google-pay';

describe('Google Pay (spec 000 §9)', () => {
  it('offers the MASTERCARD and VISA networks', () => {
    expect(GOOGLE_PAY_NETWORKS).toEqual(['MASTERCARD', 'VISA']);
  });

  it("uses PAN_ONLY and CRYPTOGRAM_3DS (the spec's '{product}GRAM_3DS')", () => {
    expect(GOOGLE_PAY_AUTH_METHODS).toEqual(['PAN_ONLY', 'CRYPTOGRAM_3DS']);
  });

  it('runs in production when live, in the test environment otherwise', () => {
    expect(googlePayEnvironment(true)).toBe('PRODUCTION');
    expect(googlePayEnvironment(false)).toBe('TEST');
  });
});
