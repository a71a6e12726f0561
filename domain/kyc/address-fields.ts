import type { FormSection } from './form-section';
import type { FormValues } from './form-values';

/** An address as the KYC address conversion answers it (spec 001 §7). */
export interface PostalAddress {
  readonly line1: string;
  readonly line2: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  /** ISO 3166 alpha-2. */
  readonly country: string;
}

/**
 * The fields a chosen place fills, by name. Choice: the form names its address fields so
 * (address_line_1, address_line_2, city, state, postal_code); the country is the customer's
 * choice, which restricted the search, and is never overwritten.
 */
export const ADDRESS_FIELD_NAMES: Readonly<Record<Exclude<keyof PostalAddress, 'country'>, string>> = {
  line1: 'address_line_1',
  line2: 'address_line_2',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
};

/**
 * The answers after a place is chosen (spec 001 §5 address search): each address part the section
 * has a field for replaces that field's answer; a state goes in only when the field offers it.
 */
export function addressValues(section: FormSection, values: FormValues, address: PostalAddress): FormValues {
  const next: Record<string, FormValues[string]> = { ...values };
  for (const [part, name] of Object.entries(ADDRESS_FIELD_NAMES) as [keyof typeof ADDRESS_FIELD_NAMES, string][]) {
    const field = section.fields.find((f) => f.name === name);
    if (field === undefined) continue;
    const value = address[part];
    const offered = field.options === undefined || field.options.length === 0 || field.options.some((o) => o.value === value);
    if (offered) next[name] = value;
  }
  return next;
}
