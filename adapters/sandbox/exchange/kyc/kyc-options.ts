import type { FieldOption } from '../../../../domain/kyc/form-section';

/** The options CDN's key: files are {OPTIONS_KEY}_{field name}.json. Choice: a versioned key without underscores. */
export const OPTIONS_KEY = 'kyc2026';

const list = (prefix: string, values: readonly string[], other?: string): FieldOption[] =>
  values.map((value) => ({ value, translation_key: `${prefix}_${value.toLowerCase()}`, ...(value === other ? { is_other: true } : {}) }));

const COUNTRIES = list('country', ['US', 'GB', 'SG', 'CA', 'AU', 'NZ', 'IE', 'DE', 'FR', 'NL', 'ES', 'IT', 'CH', 'SE', 'JP', 'HK', 'IN', 'BR', 'MX', 'KP']);
const US_STATES = list('us_state', ['AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'MA', 'NJ', 'NY', 'PA', 'TX', 'WA']);
const EMPLOYMENT = list('employment', ['employed', 'self_employed', 'unemployed', 'student', 'retired']);
const OCCUPATIONS = list(
  'occupation',
  ['software_engineer', 'teacher', 'nurse', 'accountant', 'lawyer', 'sales', 'construction', 'casino_operator', 'precious_metals_dealer', 'other'],
  'other',
);
/** Bands of annual income in USD; over_1m reads '> 1,000,000'. */
const INCOME = list('income', ['under_25k', '25k_50k', '50k_100k', '100k_250k', '250k_1m', 'over_1m']);
/** Choice: 'other' here needs no others_field text: source_of_funds_detail is enabled for it instead. */
const FUNDS = list('funds', ['salary', 'savings', 'investments', 'inheritance', 'business_income', 'gifts', 'other']);
const WEALTH = list('wealth', ['employment_income', 'business_ownership', 'inheritance', 'investments', 'property_sale', 'other'], 'other');

/** The option lists the CDN serves, by field name (spec 001 §3 "KYC question field (options-loading variant)"). */
const LISTS: Readonly<Record<string, readonly FieldOption[]>> = {
  nationality: COUNTRIES,
  country: COUNTRIES,
  state: US_STATES,
  employment_status: EMPLOYMENT,
  occupation: OCCUPATIONS,
  annual_income: INCOME,
  source_of_funds: FUNDS,
  source_of_wealth: WEALTH,
};

/** The list a CDN file holds, or undefined for a file that does not exist. */
export const optionList = (optionsKey: string, name: string): readonly FieldOption[] | undefined =>
  optionsKey === OPTIONS_KEY && Object.hasOwn(LISTS, name) ? LISTS[name] : undefined;

/** Whether a field's options come from the CDN. */
export const servesOptions = (name: string): boolean => Object.hasOwn(LISTS, name);
