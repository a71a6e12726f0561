import { describe, expect, it } from 'vitest';
import { BANK_INFO_EMAIL_IDLE, canSendEmail, cooldownSecondsLeft, emailFailed, emailSent } from '../../../domain/deposit/bank-info-email';

const T = 1_700_000_000_000;

describe('bank info email', () => {
  it('can be sent when no cooldown runs', () => {
    expect(canSendEmail(BANK_INFO_EMAIL_IDLE, T)).toBe(true);
    expect(cooldownSecondsLeft(BANK_INFO_EMAIL_IDLE, T)).toBe(0);
  });

  it('a sent email starts the cooldown and shows the verification code', () => {
    const state = emailSent(T, 60, '4321');
    expect(state.verificationCode).toBe('4321');
    expect(cooldownSecondsLeft(state, T)).toBe(60);
    expect(cooldownSecondsLeft(state, T + 59_001)).toBe(1);
    expect(canSendEmail(state, T + 59_999)).toBe(false);
    expect(canSendEmail(state, T + 60_000)).toBe(true);
  });

  it('cooldown_period_has_not_passed sets the countdown from meta', () => {
    const r = emailFailed(T, BANK_INFO_EMAIL_IDLE, 'cooldown_period_has_not_passed', { cooldown_in_seconds: 42 });
    expect(r.kind).toBe('cooldown');
    if (r.kind === 'cooldown') expect(cooldownSecondsLeft(r.state, T)).toBe(42);
  });

  it("reached_maximum_attempts toasts 'reached maximum attempts'", () => {
    expect(emailFailed(T, BANK_INFO_EMAIL_IDLE, 'reached_maximum_attempts', undefined)).toEqual({ kind: 'toast', code: 'reached_maximum_attempts' });
  });

  it("any other failure toasts 'something went wrong sending email'", () => {
    expect(emailFailed(T, BANK_INFO_EMAIL_IDLE, 'server_error', undefined)).toEqual({ kind: 'toast', code: 'bank_info_email_failed' });
    expect(emailFailed(T, BANK_INFO_EMAIL_IDLE, 'cooldown_period_has_not_passed', {})).toEqual({ kind: 'toast', code: 'bank_info_email_failed' });
  });
});
