import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../domain/kyc/form-section';
import { formatIntegerInput, integerAnswer, isIntegerKeyboard, isIntegerText, showsThousandsSeparator } from '../../../domain/kyc/integer-keyboard';
import { RUNS } from '../../arbitraries/runs';

const field = (keyboard?: FormField['keyboard']): FormField => ({
  name: 'n',
  question_id: 'q',
  input_type: 'number',
  ...(keyboard === undefined ? {} : { keyboard }),
});

describe('integer keyboard', () => {
  it("is keyboard.type 'number' with format_type 'integer' or 'thousand_separator'", () => {
    expect(isIntegerKeyboard(field({ type: 'number', format_type: 'integer' }))).toBe(true);
    expect(isIntegerKeyboard(field({ type: 'number', format_type: 'thousand_separator' }))).toBe(true);
    expect(isIntegerKeyboard(field({ type: 'number', format_type: 'decimal' }))).toBe(false);
    expect(isIntegerKeyboard(field({ type: 'text', format_type: 'integer' }))).toBe(false);
    expect(isIntegerKeyboard(field())).toBe(false);
    expect(showsThousandsSeparator(field({ type: 'number', format_type: 'thousand_separator' }))).toBe(true);
    expect(showsThousandsSeparator(field({ type: 'number', format_type: 'integer' }))).toBe(false);
  });

  it('accepts whole numbers, with or without correct thousands separators', () => {
    for (const ok of ['0', '7', '1234', '1,234', '12,345,678']) expect(isIntegerText(ok)).toBe(true);
    for (const bad of ['', '1.5', '-1', '1,23', '12,34,567', ',123', '1 234']) expect(isIntegerText(bad)).toBe(false);
  });

  it('formats typing: digits only, grouped when the field shows separators', () => {
    expect(formatIntegerInput('1234567', true)).toBe('1,234,567');
    expect(formatIntegerInput('12a3.4', false)).toBe('1234');
    expect(integerAnswer('1,234,567')).toBe('1234567');
  });

  it('formatted input is always a valid integer text that reads back to the typed digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ',', '.', 'a'), minLength: 1, maxLength: 15 }), fc.boolean(), (typed, grouped) => {
        const digits = typed.replace(/\D/g, '');
        fc.pre(digits !== '');
        const shown = formatIntegerInput(typed, grouped);
        expect(isIntegerText(shown)).toBe(true);
        expect(integerAnswer(shown)).toBe(digits);
      }),
      RUNS,
    );
  });
});
