import { describe, expect, it } from 'vitest';
import { addressValues } from '../../../domain/kyc/address-fields';
import { fieldKind } from '../../../domain/kyc/field-kind';
import type { FormField, FormSection } from '../../../domain/kyc/form-section';
import { OPEN_BANKING_SOURCE, openBankingField, parseOpenBankingMessage } from '../../../domain/kyc/open-banking';

const field = (name: string, extra: Partial<FormField> = {}): FormField => ({ name, question_id: `q_${name}`, input_type: 'text', ...extra });

describe('the open-banking step (spec 001 §4)', () => {
  it('is the section with an open_banking field, answered as text', () => {
    const reference = field('open_banking_reference', { input_type: 'open_banking', required: true });
    expect(openBankingField({ section_id: 'bank', fields: [field('a'), reference] })).toBe(reference);
    expect(openBankingField({ section_id: 'other', fields: [field('a')] })).toBeUndefined();
    expect(fieldKind(reference)).toBe('text');
  });

  it("maps the SDK page's statuses to its callbacks: success, cancelled, and error or timeout as ERROR", () => {
    expect(parseOpenBankingMessage({ source: OPEN_BANKING_SOURCE, status: 'success' })).toBe('SUCCESS');
    expect(parseOpenBankingMessage({ source: OPEN_BANKING_SOURCE, status: 'cancelled' })).toBe('CANCELLED');
    expect(parseOpenBankingMessage({ source: OPEN_BANKING_SOURCE, status: 'error' })).toBe('ERROR');
    expect(parseOpenBankingMessage({ source: OPEN_BANKING_SOURCE, status: 'timeout' })).toBe('ERROR');
  });

  it('ignores what is not the SDK page speaking: another source, an unknown status, not an object', () => {
    expect(parseOpenBankingMessage({ source: 'paymentGateway', status: 'success' })).toBeUndefined();
    expect(parseOpenBankingMessage({ source: OPEN_BANKING_SOURCE, status: 'toString' })).toBeUndefined();
    expect(parseOpenBankingMessage('success')).toBeUndefined();
    expect(parseOpenBankingMessage(null)).toBeUndefined();
  });

  it('a checkbox footer is a checkbox', () => {
    expect(fieldKind(field('declaration', { input_type: 'checkbox_footer' }))).toBe('checkbox');
  });
});

describe('a chosen place fills the address fields (spec 001 §5)', () => {
  const section: FormSection = {
    section_id: 'residential_address',
    fields: [
      field('country', { input_type: 'select', options: [{ value: 'US' }] }),
      field('address_line_1'),
      field('city'),
      field('state', { input_type: 'select', options: [{ value: 'NY' }, { value: 'CA' }] }),
      field('postal_code'),
    ],
  };
  const address = { line1: '350 5th Avenue', line2: 'Floor 3', city: 'New York', state: 'NY', postalCode: '10118', country: 'GB' };

  it('each part the section asks for replaces its answer; the country chosen stays', () => {
    expect(addressValues(section, { country: 'US', city: 'Old' }, address)).toEqual({
      country: 'US',
      address_line_1: '350 5th Avenue',
      city: 'New York',
      state: 'NY',
      postal_code: '10118',
    });
  });

  it('a state the field does not offer is left to the customer', () => {
    expect(addressValues(section, { state: 'CA' }, { ...address, state: 'Ontario' }).state).toBe('CA');
  });
});
