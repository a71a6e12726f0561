import { describe, expect, it } from 'vitest';
import { acceptCodeInput, isCompleteOtp, isCompletePasscode, OTP_LENGTH, PASSCODE_LENGTH } from '../../../domain/session/passcode';

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
