import { describe, expect, it } from 'vitest';
import { convertAddress } from '../../../adapters/sandbox/exchange/kyc/address-conversion';
import { autocomplete, MAX_PREDICTIONS, placeComponents } from '../../../adapters/sandbox/exchange/kyc/gazetteer';
import { optionList, OPTIONS_KEY } from '../../../adapters/sandbox/exchange/kyc/kyc-options';

describe('the sandbox gazetteer and address conversion (spec 001 §7, Google-Maps-shaped)', () => {
  it('suggests places of the country only, every typed word matching, at most five', () => {
    expect(autocomplete('fifth avenue', 'us').map((p) => p.place_id)).toEqual(['sbx_us_01']);
    expect(autocomplete('fifth avenue', 'GB')).toEqual([]);
    expect(autocomplete('street', 'GB')).toHaveLength(MAX_PREDICTIONS);
    expect(autocomplete('orchard', 'SG').map((p) => p.description)).toEqual([
      '2 Orchard Turn, Singapore, 238801, Singapore',
      '68 Orchard Road, Singapore, 238839, Singapore',
    ]);
  });

  it('every place converts to a complete KYC address; US places carry the state code', () => {
    for (const country of ['US', 'GB', 'SG']) {
      for (const { place_id } of autocomplete(country === 'SG' ? 'singapore' : country === 'GB' ? 'kingdom' : 'states', country).concat(
        autocomplete('a', country),
      )) {
        const converted = convertAddress(placeComponents(place_id) ?? []);
        expect(converted.ok, place_id).toBe(true);
        if (!converted.ok) continue;
        expect(converted.value.country).toBe(country);
        expect(converted.value.address_line_1).toMatch(/^\S+ \S/);
        expect(converted.value.state === '').toBe(country !== 'US');
      }
    }
    expect(placeComponents('sbx_nowhere')).toBeUndefined();
    expect(convertAddress([])).toEqual({ ok: false, error: { code: 'invalid_address_error' } });
  });

  it('serves option lists by options key and field name only', () => {
    expect(optionList(OPTIONS_KEY, 'annual_income')?.map((o) => o.value)).toContain('over_1m');
    expect(optionList(OPTIONS_KEY, 'occupation')?.find((o) => o.value === 'other')?.is_other).toBe(true);
    expect(optionList('kyc1999', 'annual_income')).toBeUndefined();
    expect(optionList(OPTIONS_KEY, 'toString')).toBeUndefined();
  });
});
