import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../../domain/session/phone';

describe('normalisePhone', () => {
  it('keeps an E.164 number as it is', () => {
    expect(normalisePhone('+442079460958')).toBe('+442079460958');
  });

  it('drops spaces, dashes and brackets', () => {
    expect(normalisePhone('+44 (20) 7946-0958')).toBe('+442079460958');
    expect(normalisePhone('+1 (415) 555-2671')).toBe('+14155552671');
  });

  it('trims surrounding white space', () => {
    expect(normalisePhone('  +6591234567  ')).toBe('+6591234567');
  });

  it('adds the plus when it was not typed', () => {
    expect(normalisePhone('6591234567')).toBe('+6591234567');
  });

  it('accepts 8 to 15 digits', () => {
    expect(normalisePhone('+12345678')).toBe('+12345678');
    expect(normalisePhone('+123456789012345')).toBe('+123456789012345');
  });

  it('refuses fewer than 8 or more than 15 digits', () => {
    expect(normalisePhone('+1234567')).toBeUndefined();
    expect(normalisePhone('+1234567890123456')).toBeUndefined();
  });

  it('refuses letters and other characters', () => {
    expect(normalisePhone('+44 20 CALL NOW')).toBeUndefined();
    expect(normalisePhone('+44.20.7946.0958')).toBeUndefined();
    expect(normalisePhone('+44/2079460958')).toBeUndefined();
  });

  it('refuses a plus anywhere but at the start, or twice', () => {
    expect(normalisePhone('44+2079460958')).toBeUndefined();
    expect(normalisePhone('++442079460958')).toBeUndefined();
  });

  it('refuses an empty or blank field', () => {
    expect(normalisePhone('')).toBeUndefined();
    expect(normalisePhone('   ')).toBeUndefined();
    expect(normalisePhone('+')).toBeUndefined();
  });

  it('refuses non-ASCII digits', () => {
    expect(normalisePhone('+٤٤٢٠٧٩٤٦٠٩٥٨')).toBeUndefined();
  });
});
