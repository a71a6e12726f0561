import type { AddressComponentWire } from '../../../http/schemas/kyc';

/** One place of the sandbox's own small gazetteer (no external service). */
interface Place {
  readonly id: string;
  readonly country: 'US' | 'GB' | 'SG';
  readonly number: string;
  readonly street: string;
  readonly city: string;
  /** US state code, UK nation; none in Singapore. */
  readonly region: string;
  readonly postcode: string;
}

const COUNTRY_NAMES = { US: 'United States', GB: 'United Kingdom', SG: 'Singapore' } as const;
const US_STATES: Readonly<Record<string, string>> = {
  NY: 'New York',
  CA: 'California',
  TX: 'Texas',
  IL: 'Illinois',
  WA: 'Washington',
  MA: 'Massachusetts',
  FL: 'Florida',
  CO: 'Colorado',
};

const us = (id: string, number: string, street: string, city: string, region: string, postcode: string): Place => ({
  id: `sbx_us_${id}`,
  country: 'US',
  number,
  street,
  city,
  region,
  postcode,
});
const gb = (id: string, number: string, street: string, city: string, region: string, postcode: string): Place => ({
  id: `sbx_gb_${id}`,
  country: 'GB',
  number,
  street,
  city,
  region,
  postcode,
});
const sg = (id: string, number: string, street: string, postcode: string): Place => ({
  id: `sbx_sg_${id}`,
  country: 'SG',
  number,
  street,
  city: 'Singapore',
  region: '',
  postcode,
});

const PLACES: readonly Place[] = [
  us('01', '350', 'Fifth Avenue', 'New York', 'NY', '10118'),
  us('02', '11', 'Wall Street', 'New York', 'NY', '10005'),
  us('03', '1600', 'Amphitheatre Parkway', 'Mountain View', 'CA', '94043'),
  us('04', '1', 'Market Street', 'San Francisco', 'CA', '94105'),
  us('05', '233', 'South Wacker Drive', 'Chicago', 'IL', '60606'),
  us('06', '400', 'Broad Street', 'Seattle', 'WA', '98109'),
  us('07', '1', 'Congress Avenue', 'Austin', 'TX', '78701'),
  us('08', '100', 'Federal Street', 'Boston', 'MA', '02110'),
  us('09', '1000', 'Ocean Drive', 'Miami Beach', 'FL', '33139'),
  us('10', '1701', 'Wynkoop Street', 'Denver', 'CO', '80202'),
  us('11', '2211', 'North First Street', 'San Jose', 'CA', '95131'),
  us('12', '500', 'Main Street', 'Houston', 'TX', '77002'),
  gb('01', '10', 'Downing Street', 'London', 'England', 'SW1A 2AA'),
  gb('02', '221B', 'Baker Street', 'London', 'England', 'NW1 6XE'),
  gb('03', '1', 'Canada Square', 'London', 'England', 'E14 5AB'),
  gb('04', '30', 'St Mary Axe', 'London', 'England', 'EC3A 8BF'),
  gb('05', '1', 'Deansgate', 'Manchester', 'England', 'M3 1AZ'),
  gb('06', '100', 'Princes Street', 'Edinburgh', 'Scotland', 'EH2 3AA'),
  gb('07', '2', 'Queen Street', 'Cardiff', 'Wales', 'CF10 2BU'),
  gb('08', '5', 'Broad Street', 'Birmingham', 'England', 'B1 2HF'),
  gb('09', '12', 'Park Row', 'Leeds', 'England', 'LS1 5HD'),
  gb('10', '40', 'Bold Street', 'Liverpool', 'England', 'L1 4DS'),
  sg('01', '10', 'Bayfront Avenue', '018956'),
  sg('02', '1', 'Raffles Place', '048616'),
  sg('03', '8', 'Marina Boulevard', '018981'),
  sg('04', '2', 'Orchard Turn', '238801'),
  sg('05', '80', 'Robinson Road', '068898'),
  sg('06', '1', 'Harbourfront Walk', '098585'),
  sg('07', '23', 'Serangoon Central', '556083'),
  sg('08', '50', 'Jurong Gateway Road', '608549'),
  sg('09', '3', 'Temasek Boulevard', '038983'),
  sg('10', '68', 'Orchard Road', '238839'),
];

const descriptionOf = (p: Place): string =>
  [`${p.number} ${p.street}`, p.city, p.country === 'US' ? `${p.region} ${p.postcode}` : p.postcode, COUNTRY_NAMES[p.country]].join(', ');

/** At most this many predictions, as Google's autocomplete. */
export const MAX_PREDICTIONS = 5;

/** Autocomplete: places of the country whose description contains every word typed (case-insensitive). */
export function autocomplete(input: string, country: string): readonly { place_id: string; description: string }[] {
  const words = input
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  return PLACES.filter((p) => p.country === country.toUpperCase())
    .map((p) => ({ place_id: p.id, description: descriptionOf(p) }))
    .filter((p) => words.every((w) => p.description.toLowerCase().includes(w)))
    .slice(0, MAX_PREDICTIONS);
}

const component = (long: string, short: string, ...types: string[]): AddressComponentWire => ({ long_name: long, short_name: short, types });

/** A place's address_components in Google's shape, or undefined for an unknown place id. */
export function placeComponents(placeId: string): AddressComponentWire[] | undefined {
  const p = PLACES.find((place) => place.id === placeId);
  if (p === undefined) return undefined;
  const locality = p.country === 'GB' ? component(p.city, p.city, 'postal_town') : component(p.city, p.city, 'locality', 'political');
  return [
    component(p.number, p.number, 'street_number'),
    component(p.street, p.street, 'route'),
    locality,
    ...(p.region === '' ? [] : [component(US_STATES[p.region] ?? p.region, p.region, 'administrative_area_level_1', 'political')]),
    component(p.postcode, p.postcode, 'postal_code'),
    component(COUNTRY_NAMES[p.country], p.country, 'country', 'political'),
  ];
}
