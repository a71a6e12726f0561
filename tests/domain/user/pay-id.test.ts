import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPayIdAccountPart, payString } from '../../../domain/user/pay-id';
import { RUNS } from '../../arbitraries/runs';

describe('Pay ID account parts', () => {
  it('accept 3 to 30 lower-case letters, digits, dots, hyphens and underscores, lowering what is typed', () => {
    expect(checkPayIdAccountPart(' Alex.Morgan ')).toEqual({ ok: true, value: 'alex.morgan' });
    expect(checkPayIdAccountPart('a_b')).toEqual({ ok: true, value: 'a_b' });
    expect(checkPayIdAccountPart('x'.repeat(30))).toEqual({ ok: true, value: 'x'.repeat(30) });
  });

  it('refuse too short, too long, and separators at either end or other characters', () => {
    expect(checkPayIdAccountPart('ab')).toEqual({ ok: false, error: 'too_short' });
    expect(checkPayIdAccountPart('x'.repeat(31))).toEqual({ ok: false, error: 'too_long' });
    for (const typed of ['.alex', 'alex-', 'al ex', 'alex$crypto', 'alëx'])
      expect(checkPayIdAccountPart(typed), typed).toEqual({ ok: false, error: 'invalid_characters' });
  });

  it('name the full PayString acct_part$crypto.com', () => {
    expect(payString('alex')).toBe('alex$crypto.com');
  });

  it('an accepted part is stable: checking it again gives it back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 34 }), (typed) => {
        const first = checkPayIdAccountPart(typed);
        if (first.ok) expect(checkPayIdAccountPart(first.value)).toEqual(first);
      }),
      RUNS,
    );
  });
});
