import { ATTRIBUTION_KEYS, type AttributionKey, type AttributionParams, hasAttribution } from './attribution-params';

/** How each stored parameter is named on the app-install link (spec 001 §9). */
export const INSTALL_LINK_PARAMS: Readonly<Record<AttributionKey, string>> = {
  utm_source: 'pid',
  utm_campaign: 'c',
  utm_term: 'af_keyword',
  utm_channel: 'af_channel',
  utm_adgroup: 'af_adset',
  utm_adname: 'af_ad',
  gclid: 'af_sub2',
};

/** The web-origin flag added to an attributed link (spec 001 §9). Choice: af_web_origin=true. */
export const WEB_ORIGIN_PARAM = { name: 'af_web_origin', value: 'true' } as const;

/**
 * The app-install link (spec 001 §9): without attribution the default link `baseUrl` unchanged;
 * with it, the base with each stored parameter under its install-link name plus the web-origin
 * flag. Choice: a mapped parameter replaces one of the same name already on the base; the base's
 * other parameters stay. `baseUrl` must be an absolute URL (configuration; a bad one throws).
 */
export function buildInstallLink(baseUrl: string, params: AttributionParams): string {
  if (!hasAttribution(params)) return baseUrl;
  const url = new URL(baseUrl);
  for (const key of ATTRIBUTION_KEYS) {
    const value = params[key];
    if (value !== undefined) url.searchParams.set(INSTALL_LINK_PARAMS[key], value);
  }
  url.searchParams.set(WEB_ORIGIN_PARAM.name, WEB_ORIGIN_PARAM.value);
  return url.toString();
}
