import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode, isErrorCode } from '../../../domain/errors/error-codes';
import { RUNS } from '../../arbitraries/runs';

const codes: string[] = Object.values(ErrorCode);

describe('error codes', () => {
  it('include the codes the specification names for amount validation (spec 000 §5)', () => {
    expect(ErrorCode.insufficientBalance).toBe('button_insufficient_balance');
    expect(ErrorCode.belowMinLimit).toBe('web_trade_below_min_limit_label');
    expect(ErrorCode.aboveMaxLimit).toBe('web_trade_max_limit_label');
  });

  it('include the basket and pair codes of the catalogue (spec 000 §8)', () => {
    expect(codes).toContain('not_enough_balance');
    expect(codes).toContain('trading_pair_not_supported');
    expect(codes).toContain('failed_to_create_quotation');
  });

  it('every code is distinct, so a code maps back to one meaning', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('every code is a non-empty snake_case string', () => {
    for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('isErrorCode recognises every known code', () => {
    for (const code of codes) expect(isErrorCode(code)).toBe(true);
  });

  it('isErrorCode refuses the property names, other casings and unknown codes', () => {
    expect(isErrorCode('insufficientBalance')).toBe(false);
    expect(isErrorCode('BUTTON_INSUFFICIENT_BALANCE')).toBe(false);
    expect(isErrorCode(' quotation_expired')).toBe(false);
    expect(isErrorCode('')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
  });

  it('isErrorCode is true exactly for the values of ErrorCode', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...codes)), (value) => {
        expect(isErrorCode(value)).toBe(codes.includes(value));
      }),
      RUNS,
    );
  });
});
