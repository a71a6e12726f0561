/** Choice: country and entity codes are compared trimmed and case-insensitively. */
const normalise = (value: string | undefined): string => (value ?? '').trim().toUpperCase();

const UK_PHONE_COUNTRIES = new Set(['GB', 'GBR']);
const US_PHONE_COUNTRIES = new Set(['USA']);
const US_ENTITIES = new Set(['USA', 'USA_FS']);
const FULL_LEGAL_FOOTER_COUNTRIES = new Set(['USA', 'CAN']);

/** UK users: phone country GB or GBR (spec 001 §1, 000 §6). */
export const isUkUser = (phoneCountry: string | undefined): boolean => UK_PHONE_COUNTRIES.has(normalise(phoneCountry));

/** US users: phone country USA, or entity usa or usa_fs (spec 001 §1). */
export const isUsUser = (user: { readonly phoneCountry: string | undefined; readonly entityId: string | undefined }): boolean =>
  US_PHONE_COUNTRIES.has(normalise(user.phoneCountry)) || US_ENTITIES.has(normalise(user.entityId));

/** Phone country USA or CAN sees the fuller legal footer with a statement link (spec 000 §6, 001 §6). */
export const showsFullLegalFooter = (phoneCountry: string | undefined): boolean => FULL_LEGAL_FOOTER_COUNTRIES.has(normalise(phoneCountry));

/**
 * How lists of coins, baskets and holdings are drawn (spec 000 §6: UK users get a different list
 * style). Choice: the UK style follows the UK's financial-promotion rules for cryptoassets, which
 * ask that crypto is not presented with incentives: price movements are shown by sign and text
 * alone (no green and red signalling), rows are plain and evenly weighted, and no entry is
 * highlighted as hot or new.
 */
export type ListStyle = 'standard' | 'uk';

export const listStyleFor = (phoneCountry: string | undefined): ListStyle => (isUkUser(phoneCountry) ? 'uk' : 'standard');

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
