import { describe, expect, it } from 'vitest';
import { decidePasscodeFailure, readPasscodeFailure } from '../../../domain/session/passcode-failure';

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
