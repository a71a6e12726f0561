import { describe, expect, it } from 'vitest';
import { isUkUser, isUsUser, showsFullLegalFooter, listStyleFor, ALTERNATE_STICKY_TOP_OFFSET_PX, stickyTopOffset } from '../../../domain/user/region';

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

describe('list style (spec 000 §6: UK users get a different list style)', () => {
  it('UK phone countries (GB, GBR, any case) get the UK style', () => {
    for (const country of ['GB', 'GBR', 'gbr', ' gb ']) expect(listStyleFor(country)).toBe('uk');
  });

  it('everyone else, and an unknown country, gets the standard style', () => {
    for (const country of ['USA', 'SGP', 'IE', '', undefined]) expect(listStyleFor(country)).toBe('standard');
  });
});

describe('UK sticky offset (spec 001 §2)', () => {
  it('GBR users on /hub/home, /hub/market and /hub/account get 65px', () => {
    for (const path of ['/hub/home', '/hub/market', '/hub/account', '/hub/home/']) expect(stickyTopOffset('GBR', path), path).toBe(65);
  });

  it('GBR users on any path containing /hub/price get 65px', () => {
    expect(stickyTopOffset('GBR', '/hub/price/bitcoin')).toBe(65);
    expect(stickyTopOffset('GBR', '/hub/prices')).toBe(65);
  });

  it('GBR users elsewhere get -8px', () => {
    for (const path of ['/hub/settings', '/hub/more', '/hub', '/hub/home/detail', '/login']) expect(stickyTopOffset('GBR', path), path).toBe(-8);
  });

  it('other users get -8px everywhere, including GB (the rule names GBR only)', () => {
    expect(stickyTopOffset('USA', '/hub/home')).toBe(-8);
    expect(stickyTopOffset('GB', '/hub/home')).toBe(-8);
    expect(stickyTopOffset(undefined, '/hub/price/btc')).toBe(-8);
  });

  it('the alternate offset constant is 45px', () => {
    expect(ALTERNATE_STICKY_TOP_OFFSET_PX).toBe(45);
  });
});
