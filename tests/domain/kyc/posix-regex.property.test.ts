import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesFieldPattern } from '../../../domain/kyc/posix-regex';
import { RUNS } from '../../arbitraries/runs';

/** The POSIX definitions in the C locale, written as predicates on one ASCII character. */
const code = (c: string): number => c.charCodeAt(0);
const upper = (c: string): boolean => code(c) >= 65 && code(c) <= 90;
const lower = (c: string): boolean => code(c) >= 97 && code(c) <= 122;
const digit = (c: string): boolean => code(c) >= 48 && code(c) <= 57;
const DEFINITIONS: Record<string, (c: string) => boolean> = {
  alpha: (c) => upper(c) || lower(c),
  digit,
  alnum: (c) => upper(c) || lower(c) || digit(c),
  space: (c) => ' \t\n\r\v\f'.includes(c),
  upper,
  lower,
  punct: (c) => code(c) > 32 && code(c) < 127 && !(upper(c) || lower(c) || digit(c)),
};

describe('POSIX classes, properties', () => {
  it('each converted class matches exactly the ASCII characters of its POSIX definition', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(DEFINITIONS)),
        fc.integer({ min: 0, max: 127 }).map((n) => String.fromCharCode(n)),
        (name, c) => {
          expect(matchesFieldPattern(`^[[:${name}:]]$`, c)).toBe(DEFINITIONS[name]?.(c));
        },
      ),
      { ...RUNS, numRuns: 2000 },
    );
  });
});
