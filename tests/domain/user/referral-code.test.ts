import { describe, expect, it } from 'vitest';
import { normaliseReferralCode } from '../../../domain/user/referral-code';

describe('referral codes', () => {
  it('are 4 to 16 letters or digits, sent upper case without surrounding spaces', () => {
    expect(normaliseReferralCode(' welcome25 ')).toBe('WELCOME25');
    expect(normaliseReferralCode('ABCD')).toBe('ABCD');
    expect(normaliseReferralCode('A'.repeat(16))).toBe('A'.repeat(16));
  });

  it('refuse anything shorter, longer or with other characters', () => {
    for (const typed of ['', 'ABC', 'A'.repeat(17), 'WEL COME', 'WELCOME-25', 'ÉCOLE1', 'CODE!']) expect(normaliseReferralCode(typed), typed).toBeUndefined();
  });
});
