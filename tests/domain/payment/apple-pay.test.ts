import { describe, expect, it } from 'vitest';
import { APPLE_PAY_CANCEL_WINDOW_MS, APPLE_PAY_NETWORKS, applePayCancelOutcome, sheetCountryCode } from '../../../domain/payment/apple-pay';

const T = Date.UTC(2026, 0, 1);

describe('Apple Pay (spec 000 §4, §9)', () => {
  it('offers the visa, masterCard and maestro networks', () => {
    expect(APPLE_PAY_NETWORKS).toEqual(['visa', 'masterCard', 'maestro']);
  });

  it('a cancel within 1000 ms of the start counts as failure', () => {
    expect(APPLE_PAY_CANCEL_WINDOW_MS).toBe(1000);
    expect(applePayCancelOutcome(T, T + 10)).toBe('failed');
    expect(applePayCancelOutcome(T, T + 1000)).toBe('failed');
  });

  it('a later cancel is the customer cancelling', () => {
    expect(applePayCancelOutcome(T, T + 1001)).toBe('cancelled');
  });
});

describe('sheetCountryCode: the two-letter country the Apple Pay sheet charges in', () => {
  it('maps the phone countries the product serves (domain/user/country-code.ts), keeps two-letter codes and defaults to US', () => {
    expect(['USA', 'gbr', ' SGP ', 'CAN', 'GB', 'xx', 'FRA', 'ZZZ', undefined, ''].map((c) => sheetCountryCode(c))).toEqual([
      'US',
      'GB',
      'SG',
      'CA',
      'GB',
      'XX',
      'FR',
      'US',
      'US',
      'US',
    ]);
  });
});
