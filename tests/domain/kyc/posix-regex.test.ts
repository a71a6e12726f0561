import { describe, expect, it } from 'vitest';
import { compileFieldPattern, convertPosixClasses, matchesFieldPattern } from '../../../domain/kyc/posix-regex';

describe('POSIX classes in field patterns', () => {
  it('converts each class to its JavaScript range', () => {
    expect(convertPosixClasses('^[[:alpha:]]+$')).toBe('^[a-zA-Z]+$');
    expect(convertPosixClasses('[[:digit:]]')).toBe('[0-9]');
    expect(convertPosixClasses('[[:alnum:]]')).toBe('[a-zA-Z0-9]');
    expect(convertPosixClasses('[[:space:]]')).toBe('[\\s]');
    expect(convertPosixClasses('[[:upper:]]')).toBe('[A-Z]');
    expect(convertPosixClasses('[[:lower:]]')).toBe('[a-z]');
    expect(convertPosixClasses('[[:punct:]]')).toBe('[!-\\/:-@\\[-`{-~]');
  });

  it('converts classes combined in one bracket expression', () => {
    expect(convertPosixClasses("^[[:alpha:][:space:]'-]{2,40}$")).toBe("^[a-zA-Z\\s'-]{2,40}$");
  });

  it('leaves a pattern without classes alone', () => {
    expect(convertPosixClasses('^\\d{5}(-\\d{4})?$')).toBe('^\\d{5}(-\\d{4})?$');
  });

  it('matches after conversion', () => {
    expect(matchesFieldPattern('^[[:alpha:][:space:]]+$', 'Jane Doe')).toBe(true);
    expect(matchesFieldPattern('^[[:alpha:][:space:]]+$', 'Jane D0e')).toBe(false);
    expect(matchesFieldPattern('^[[:digit:]]{9}$', '123456789')).toBe(true);
    expect(matchesFieldPattern('^[[:upper:]]{2}$', 'us')).toBe(false);
    expect(matchesFieldPattern('^[^[:punct:]]*$', 'no punctuation')).toBe(true);
    expect(matchesFieldPattern('^[^[:punct:]]*$', 'yes!')).toBe(false);
  });

  it('the pattern keeps its own anchors: an unanchored pattern matches part of the text', () => {
    expect(matchesFieldPattern('[[:digit:]]', 'a1')).toBe(true);
  });

  it('no pattern matches everything; an uncompilable pattern is reported and does not block', () => {
    expect(matchesFieldPattern(undefined, 'x')).toBe(true);
    expect(matchesFieldPattern('', 'x')).toBe(true);
    expect(compileFieldPattern('([')).toEqual({ ok: false, error: { code: 'invalid_pattern', pattern: '([' } });
    expect(matchesFieldPattern('([', 'x')).toBe(true);
  });
});
