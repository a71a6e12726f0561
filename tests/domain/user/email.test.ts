import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, maskEmail, normaliseEmail } from '../../../domain/user/email';

describe('email address on the email step', () => {
  it('is trimmed and lower-cased', () => {
    expect(normaliseEmail('  Evan@Example.COM ')).toBe('evan@example.com');
  });

  it('refuses what is not an address: no @, two @, no dot in the domain, spaces, empty parts', () => {
    for (const bad of ['', 'evan', 'evan@', '@example.com', 'evan@example', 'ev an@example.com', 'a@b@c.com', 'evan@.com', 'evan@example.'])
      expect(normaliseEmail(bad), bad).toBeUndefined();
  });

  it(`refuses an address longer than ${String(EMAIL_MAX_LENGTH)} characters`, () => {
    const domain = '@example.com';
    expect(normaliseEmail(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`)).toBeDefined();
    expect(normaliseEmail(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length + 1)}${domain}`)).toBeUndefined();
  });

  it('is masked as its first letter and the domain', () => {
    expect(maskEmail('evan@example.com')).toBe('e***@example.com');
    expect(maskEmail('no-at-sign')).toBe('no-at-sign');
  });
});
