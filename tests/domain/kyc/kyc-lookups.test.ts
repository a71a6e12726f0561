import { describe, expect, it } from 'vitest';
import { canSearchAddress, countryComponent } from '../../../domain/kyc/address-lookup';
import { fillOptions, optionSources } from '../../../domain/kyc/field-options';
import type { FormSection } from '../../../domain/kyc/form-section';
import { submitsToCpf } from '../../../domain/kyc/form-section';

const SECTION: FormSection = {
  section_id: 'employment',
  fields: [
    { name: 'occupation', question_id: 'q1', input_type: 'select', options_key: 'kyc2026' },
    { name: 'status', question_id: 'q2', input_type: 'select', options: [{ value: 'a' }] },
  ],
};

describe('KYC lookups: options, address search, submission target (spec 001 §3-§7)', () => {
  it('lists the fields waiting for options and fills them once loaded', () => {
    expect(optionSources(SECTION)).toEqual([{ field: 'occupation', optionsKey: 'kyc2026' }]);
    const filled = fillOptions(SECTION, 'occupation', [{ value: 'nurse' }]);
    expect(filled.fields[0]?.options).toEqual([{ value: 'nurse' }]);
    expect(optionSources(filled)).toEqual([]);
  });

  it('searches addresses only with a country and non-blank input, restricting by country', () => {
    expect(canSearchAddress('US', 'Main')).toBe(true);
    expect(canSearchAddress(undefined, 'Main')).toBe(false);
    expect(canSearchAddress('US', '  ')).toBe(false);
    expect(countryComponent(' GB ')).toBe('country:gb');
  });

  it('sends a section whose submission_url ends /v1/kyc/cpf/submission through the CPF call', () => {
    expect(submitsToCpf({ ...SECTION, submission_url: '/api/proxy/private/kyc/v1/kyc/cpf/submission' })).toBe(true);
    expect(submitsToCpf({ ...SECTION, submission_url: '/api/kyc/v1/kyc/cpf/submission/draft' })).toBe(false);
    expect(submitsToCpf(SECTION)).toBe(false);
  });
});
