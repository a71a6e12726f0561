/**
 * ISO 3166 alpha-3 phone countries (spec 000 §3 User.phone_country, e.g. USA, GBR) as the alpha-2
 * country codes the coin lists are asked with (spec 001 §7 country_code). Choice: the countries
 * the product serves are listed; an alpha-2 code passes through; anything else is unknown
 * (undefined), and the caller decides what an unknown country sees.
 */
const ALPHA3_TO_ALPHA2: Readonly<Record<string, string>> = {
  USA: 'US',
  CAN: 'CA',
  GBR: 'GB',
  IRL: 'IE',
  SGP: 'SG',
  AUS: 'AU',
  NZL: 'NZ',
  HKG: 'HK',
  TWN: 'TW',
  KOR: 'KR',
  JPN: 'JP',
  PHL: 'PH',
  IDN: 'ID',
  MYS: 'MY',
  THA: 'TH',
  VNM: 'VN',
  IND: 'IN',
  ARE: 'AE',
  SAU: 'SA',
  TUR: 'TR',
  BRA: 'BR',
  MEX: 'MX',
  ARG: 'AR',
  CHL: 'CL',
  COL: 'CO',
  ZAF: 'ZA',
  DEU: 'DE',
  FRA: 'FR',
  ESP: 'ES',
  ITA: 'IT',
  NLD: 'NL',
  BEL: 'BE',
  AUT: 'AT',
  CHE: 'CH',
  SWE: 'SE',
  DNK: 'DK',
  NOR: 'NO',
  FIN: 'FI',
  POL: 'PL',
  PRT: 'PT',
  ROU: 'RO',
  HRV: 'HR',
  GRC: 'GR',
  CZE: 'CZ',
  HUN: 'HU',
  SVK: 'SK',
  BGR: 'BG',
  LTU: 'LT',
  LVA: 'LV',
  EST: 'EE',
  LUX: 'LU',
  MLT: 'MT',
  CYP: 'CY',
  SVN: 'SI',
};

const ALPHA2 = new Set(Object.values(ALPHA3_TO_ALPHA2));

/** The alpha-2 country code of a phone country, compared trimmed and case-insensitively (as region.ts does). */
export function countryCodeOf(phoneCountry: string | undefined): string | undefined {
  const code = (phoneCountry ?? '').trim().toUpperCase();
  if (code.length === 2) return ALPHA2.has(code) ? code : undefined;
  return ALPHA3_TO_ALPHA2[code];
}
