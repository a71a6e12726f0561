import { describe, expect, it } from 'vitest';
import { ALTERNATE_STICKY_TOP_OFFSET_PX, stickyTopOffset } from '../../../domain/session/sticky-offset';

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
