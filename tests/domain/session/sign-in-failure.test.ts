import { describe, expect, it } from 'vitest';
import { signInFailureDisplay } from '../../../domain/session/sign-in-failure';

describe('how a login or passcode error shows (spec 001 §8, the error catalogue)', () => {
  it('invalid_dsa, risk_rejected_login and auth_restricted are dialogs', () => {
    for (const code of ['invalid_dsa', 'risk_rejected_login', 'auth_restricted']) expect(signInFailureDisplay(code)).toBe('dialog');
  });
  it('invalid_token and token_expired start the login again', () => {
    for (const code of ['invalid_token', 'token_expired']) expect(signInFailureDisplay(code)).toBe('restart_login');
  });
  it('wrong codes and passcodes with attempts left, the lock and unknown codes show by the field', () => {
    expect(signInFailureDisplay('invalid_otp', 3)).toBe('inline');
    expect(signInFailureDisplay('invalid_passcode', 0)).toBe('inline');
    expect(signInFailureDisplay('account_locked', 0)).toBe('inline');
    expect(signInFailureDisplay('no_such_code')).toBe('inline');
  });
  it('a wrong one-time code with no attempts left starts the login again (its session is over)', () => {
    expect(signInFailureDisplay('invalid_otp', 0)).toBe('restart_login');
  });
});
