/** Sticky wrapper top offsets in px (spec 001 §2, "Other screens"). */
export const UK_STICKY_TOP_OFFSET_PX = 65;
export const DEFAULT_STICKY_TOP_OFFSET_PX = -8;
/** The alternate offset constant the spec names (45px); the rule below does not use it. */
export const ALTERNATE_STICKY_TOP_OFFSET_PX = 45;

const UK_BANNER_PATHS = new Set(['/hub/home', '/hub/market', '/hub/account']);

/**
 * 65px for users whose phone country is GBR on /hub/home, /hub/market, /hub/account and any path
 * containing /hub/price; otherwise -8px. Choice: as the spec states, only GBR (not GB) and an exact
 * phone-country match; one trailing slash on the three pages is ignored.
 */
export function stickyTopOffset(phoneCountry: string | undefined, pathname: string): number {
  if (phoneCountry !== 'GBR') return DEFAULT_STICKY_TOP_OFFSET_PX;
  const page = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return UK_BANNER_PATHS.has(page) || pathname.includes('/hub/price') ? UK_STICKY_TOP_OFFSET_PX : DEFAULT_STICKY_TOP_OFFSET_PX;
}
