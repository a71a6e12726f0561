/** Attribution parameters kept in local storage (spec 001 §3). */
export const ATTRIBUTION_KEYS = ['utm_source', 'utm_campaign', 'utm_term', 'utm_channel', 'utm_adgroup', 'utm_adname', 'gclid'] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

/** The stored attribution: only keys that had a non-blank value. */
export type AttributionParams = Readonly<Partial<Record<AttributionKey, string>>>;

export const NO_ATTRIBUTION: AttributionParams = {};

export const hasAttribution = (params: AttributionParams): boolean => ATTRIBUTION_KEYS.some((key) => params[key] !== undefined);

/**
 * The attribution parameters of a landing URL's query ("?utm_source=x&..."). Choice: values are
 * trimmed and blank ones dropped; other query parameters are ignored.
 */
export function captureAttribution(search: string): AttributionParams {
  const query = new URLSearchParams(search);
  return pick((key) => query.get(key));
}

/** Stored attribution read back (already JSON-parsed): only known keys with non-blank string values survive. */
export function decodeAttribution(stored: unknown): AttributionParams {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return NO_ATTRIBUTION;
  const record = stored as Readonly<Record<string, unknown>>;
  return pick((key) => (Object.hasOwn(record, key) && typeof record[key] === 'string' ? record[key] : null));
}

/**
 * What to keep after a landing. Choice: last touch wins as a whole: a landing that carries any
 * attribution replaces the stored set; one without keeps it.
 */
export const nextStoredAttribution = (stored: AttributionParams, landed: AttributionParams): AttributionParams => (hasAttribution(landed) ? landed : stored);

function pick(read: (key: AttributionKey) => string | null): AttributionParams {
  const entries: [AttributionKey, string][] = [];
  for (const key of ATTRIBUTION_KEYS) {
    const value = read(key)?.trim();
    if (value !== undefined && value !== '') entries.push([key, value]);
  }
  return Object.fromEntries(entries);
}
