import { describe, expect, it } from 'vitest';
import { isUkUser, isUsUser, showsFullLegalFooter } from '../../../domain/user/region';

describe('UK, US and legal footer users (spec 001 §1, §6; 000 §6)', () => {
  it('UK users have phone country GB or GBR', () => {
    expect(isUkUser('GB')).toBe(true);
    expect(isUkUser('GBR')).toBe(true);
    expect(isUkUser('USA')).toBe(false);
    expect(isUkUser('IE')).toBe(false);
    expect(isUkUser(undefined)).toBe(false);
    expect(isUkUser('')).toBe(false);
  });

  it('country codes are compared trimmed and case-insensitively', () => {
    expect(isUkUser(' gbr ')).toBe(true);
    expect(showsFullLegalFooter('can')).toBe(true);
  });

  it('US users have phone country USA, or entity usa or usa_fs', () => {
    expect(isUsUser({ phoneCountry: 'USA', entityId: undefined })).toBe(true);
    expect(isUsUser({ phoneCountry: 'GBR', entityId: 'usa' })).toBe(true);
    expect(isUsUser({ phoneCountry: 'GBR', entityId: 'usa_fs' })).toBe(true);
    expect(isUsUser({ phoneCountry: 'CAN', entityId: 'eu' })).toBe(false);
    expect(isUsUser({ phoneCountry: 'US', entityId: undefined })).toBe(false);
    expect(isUsUser({ phoneCountry: undefined, entityId: undefined })).toBe(false);
  });

  it('phone country USA or CAN sees the fuller legal footer', () => {
    expect(showsFullLegalFooter('USA')).toBe(true);
    expect(showsFullLegalFooter('CAN')).toBe(true);
    expect(showsFullLegalFooter('GBR')).toBe(false);
    expect(showsFullLegalFooter(undefined)).toBe(false);
  });
});
