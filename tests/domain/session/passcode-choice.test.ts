import { describe, expect, it } from 'vitest';
import { isGuessablePasscode, passcodeChoiceProblem } from '../../../domain/session/passcode';

describe('choosing a passcode (sign-up passcode step)', () => {
  it('refuses one digit repeated and runs of consecutive digits, up or down', () => {
    for (const guessable of ['000000', '111111', '123456', '234567', '987654', '654321']) expect(isGuessablePasscode(guessable), guessable).toBe(true);
  });

  it('takes anything else with 6 digits', () => {
    for (const fine of ['147258', '246810', '123457', '112233', '908172']) expect(isGuessablePasscode(fine), fine).toBe(false);
  });

  it('an incomplete passcode is not judged guessable (it is incomplete)', () => {
    expect(isGuessablePasscode('12345')).toBe(false);
    expect(passcodeChoiceProblem('12345', '12345')).toBe('incomplete');
  });

  it('names the first problem: incomplete, then too simple, then a confirmation that differs', () => {
    expect(passcodeChoiceProblem('123456', '123456')).toBe('too_simple');
    expect(passcodeChoiceProblem('147258', '147259')).toBe('mismatch');
    expect(passcodeChoiceProblem('147258', '147258')).toBeUndefined();
  });
});
