import { describe, expect, it } from 'vitest';
import { isValidIdentifier } from '../../../domain/trade/identifier';

describe('identifier (spec 001 §5)', () => {
  it('accepts a 36-character UUID of each version 1 to 5', () => {
    for (const version of ['1', '2', '3', '4', '5']) {
      expect(isValidIdentifier(`9b2e6a1c-7d3f-${version}a4b-8c5d-0e1f2a3b4c5d`), version).toBe(true);
    }
  });

  it('refuses versions 0 and 6 to f, including the nil UUID', () => {
    for (const version of ['0', '6', '7', '8', '9', 'a', 'f']) {
      expect(isValidIdentifier(`9b2e6a1c-7d3f-${version}a4b-8c5d-0e1f2a3b4c5d`), version).toBe(false);
    }
    expect(isValidIdentifier('00000000-0000-0000-0000-000000000000')).toBe(false);
  });

  it('accepts upper-case hexadecimal letters', () => {
    expect(isValidIdentifier('9B2E6A1C-7D3F-4A4B-BC5D-0E1F2A3B4C5D')).toBe(true);
  });

  it('requires the RFC 4122 variant digit 8, 9, a or b', () => {
    expect(isValidIdentifier('9b2e6a1c-7d3f-4a4b-9c5d-0e1f2a3b4c5d')).toBe(true);
    expect(isValidIdentifier('9b2e6a1c-7d3f-4a4b-7c5d-0e1f2a3b4c5d')).toBe(false);
    expect(isValidIdentifier('9b2e6a1c-7d3f-4a4b-cc5d-0e1f2a3b4c5d')).toBe(false);
  });

  it('refuses anything that is not exactly 36 characters in the 8-4-4-4-12 form', () => {
    for (const value of [
      '',
      '9b2e6a1c7d3f4a4b8c5d0e1f2a3b4c5d',
      '{9b2e6a1c-7d3f-4a4b-8c5d-0e1f2a3b4c5d}',
      ' 9b2e6a1c-7d3f-4a4b-8c5d-0e1f2a3b4c5d',
      '9b2e6a1c-7d3f-4a4b-8c5d-0e1f2a3b4c5',
      '9b2e6a1c-7d3f-4a4b-8c5d-0e1f2a3b4c5g',
      '9b2e6a1c-7d3f-4a4b-8c5d0-e1f2a3b4c5d',
    ]) {
      expect(isValidIdentifier(value), value).toBe(false);
    }
  });
});
