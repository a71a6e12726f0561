import { describe, expect, it } from 'vitest';
import {
  acceptCodeInput,
  isCompleteOtp,
  isCompletePasscode,
  OTP_LENGTH,
  PASSCODE_LENGTH,
  decidePasscodeFailure,
  readPasscodeFailure,
} from '../../../domain/session/passcode';

describe('passcode and one-time code helpers', () => {
  it('passcodes and one-time codes are 6 digits', () => {
    expect(PASSCODE_LENGTH).toBe(6);
    expect(OTP_LENGTH).toBe(6);
  });

  it('a passcode is complete with exactly 6 digits', () => {
    expect(isCompletePasscode('123456')).toBe(true);
    expect(isCompletePasscode('000000')).toBe(true);
  });

  it('a passcode is incomplete with fewer or more than 6 digits', () => {
    expect(isCompletePasscode('')).toBe(false);
    expect(isCompletePasscode('12345')).toBe(false);
    expect(isCompletePasscode('1234567')).toBe(false);
  });

  it('a passcode with anything but ASCII digits is not complete', () => {
    expect(isCompletePasscode('12345a')).toBe(false);
    expect(isCompletePasscode('123 456')).toBe(false);
    expect(isCompletePasscode(' 123456')).toBe(false);
    expect(isCompletePasscode('123456\n')).toBe(false);
    expect(isCompletePasscode('١٢٣٤٥٦')).toBe(false);
  });

  it('a one-time code is complete with exactly 6 digits', () => {
    expect(isCompleteOtp('654321')).toBe(true);
    expect(isCompleteOtp('65432')).toBe(false);
    expect(isCompleteOtp('6543210')).toBe(false);
  });

  it('a code field keeps only digits', () => {
    expect(acceptCodeInput('12-34 56', 6)).toBe('123456');
    expect(acceptCodeInput('abc', 6)).toBe('');
  });

  it('a code field keeps at most `length` digits', () => {
    expect(acceptCodeInput('12345678', 6)).toBe('123456');
    expect(acceptCodeInput('1234', 6)).toBe('1234');
  });

  it('a pasted code with separators becomes a complete code', () => {
    expect(isCompleteOtp(acceptCodeInput(' 123 456 ', OTP_LENGTH))).toBe(true);
  });
});

describe('passcode error meta (spec 001 §3, §4)', () => {
  it('reads remaining attempts, lock minutes and lock expiry', () => {
    expect(readPasscodeFailure({ remaining_number_of_attempts: 2, lock_duration_in_minutes: 30, app_lock_expires_at: '2030-01-01T00:30:00Z' })).toEqual({
      remainingAttempts: 2,
      lockMinutes: 30,
      lockExpiresAt: '2030-01-01T00:30:00Z',
    });
  });

  it('accepts counts given as digit strings', () => {
    expect(readPasscodeFailure({ remaining_number_of_attempts: '3', lock_duration_in_minutes: ' 5 ' })).toMatchObject({
      remainingAttempts: 3,
      lockMinutes: 5,
    });
  });

  it('treats missing, negative, fractional or malformed values as not given', () => {
    expect(readPasscodeFailure({ remaining_number_of_attempts: -1, lock_duration_in_minutes: 1.5, app_lock_expires_at: '  ' })).toEqual({
      remainingAttempts: undefined,
      lockMinutes: undefined,
      lockExpiresAt: undefined,
    });
    expect(readPasscodeFailure({ remaining_number_of_attempts: 'two', app_lock_expires_at: 7 })).toEqual({
      remainingAttempts: undefined,
      lockMinutes: undefined,
      lockExpiresAt: undefined,
    });
    expect(readPasscodeFailure({})).toEqual({ remainingAttempts: undefined, lockMinutes: undefined, lockExpiresAt: undefined });
  });

  it('without a lock expiry the error state shows remaining attempts and lock duration', () => {
    expect(decidePasscodeFailure({ remainingAttempts: 1, lockMinutes: 30, lockExpiresAt: undefined }, undefined)).toEqual({
      kind: 'show_error',
      remainingAttempts: 1,
      lockMinutes: 30,
    });
  });

  it('with a lock expiry the session is cleared and the user goes to /locked?t=...', () => {
    expect(decidePasscodeFailure({ remainingAttempts: 0, lockMinutes: 30, lockExpiresAt: '1900000000' }, { pathname: '/login/passcode', search: '' })).toEqual({
      kind: 'lock',
      clearSession: true,
      redirectTo: '/locked?t=1900000000',
    });
  });

  it('a lock from within /hub passes the hub path along', () => {
    const decision = decidePasscodeFailure({ remainingAttempts: 0, lockMinutes: 5, lockExpiresAt: '1900000000' }, { pathname: '/hub/market', search: '' });
    expect(decision).toEqual({ kind: 'lock', clearSession: true, redirectTo: '/locked?t=1900000000&return=%2Fhub%2Fmarket' });
  });
});
