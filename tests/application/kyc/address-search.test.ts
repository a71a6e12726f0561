import { describe, expect, it } from 'vitest';
import { FakeKycAdapter } from '../../../adapters/fake/fake-kyc-adapter';
import { AddressSearch } from '../../../application/kyc/address-search';
import { VirtualTime } from '../../support/virtual-time';

const PLACES = { ok: true, value: [{ placeId: 'p1', description: '400 Broad Street, Seattle' }] } as const;
const COMPONENTS = { ok: true, value: [{ longName: 'Seattle', shortName: 'Seattle', types: ['locality'] }] } as const;
const ADDRESS = { ok: true, value: { line1: '400 Broad Street', line2: '', city: 'Seattle', state: 'WA', postalCode: '98109', country: 'US' } } as const;

function searching() {
  const time = new VirtualTime();
  const kyc = new FakeKycAdapter().script('searchPlaces', PLACES, PLACES);
  return { time, kyc, search: new AddressSearch(kyc, time.scheduler) };
}

describe('the setup form address search (spec 001 §5, §7)', () => {
  it('searches 300 ms after the last key, once, with the country and the language', async () => {
    const { time, kyc, search } = searching();
    search.type('40', 'US', 'en');
    await time.advance(200);
    search.type('400 Br', 'US', 'en');
    await time.advance(299);
    expect(kyc.calls.count('searchPlaces')).toBe(0);
    await time.advance(1);
    expect(kyc.calls.requests('searchPlaces')).toEqual([[{ sessionToken: 'web-0', input: '400 Br', country: 'US', language: 'en' }]]);
    expect(search.state.getSnapshot().predictions).toEqual(PLACES.value);
  });

  it('needs a country and non-blank input: otherwise no search and no suggestions', async () => {
    const { time, kyc, search } = searching();
    search.type('400', undefined, 'en');
    search.type('   ', 'US', 'en');
    await time.advance(1000);
    expect(kyc.calls.count('searchPlaces')).toBe(0);
    expect(search.state.getSnapshot().predictions).toEqual([]);
  });

  it('a chosen place is read and converted into the address; the next search starts a new session', async () => {
    const { time, kyc, search } = searching();
    kyc.script('getPlaceDetails', COMPONENTS).script('convertAddress', ADDRESS);
    search.type('400', 'US', 'en');
    await time.advance(300);
    expect(await search.choose('p1')).toEqual(ADDRESS.value);
    expect(kyc.calls.requests('getPlaceDetails')).toEqual([['web-0', 'p1']]);
    search.type('11 Wall', 'US', 'en');
    await time.advance(300);
    expect((kyc.calls.requests('searchPlaces').at(-1)?.[0] as { sessionToken: string }).sessionToken).toBe('web-1');
  });

  it('a place that cannot be read leaves the address to the customer (failed shows)', async () => {
    const { kyc, search } = searching();
    kyc.script('getPlaceDetails', { ok: false, error: { kind: 'network' } });
    expect(await search.choose('p1')).toBeUndefined();
    expect(search.state.getSnapshot().failed).toBe(true);
  });
});
