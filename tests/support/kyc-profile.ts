import type { KycPort } from '../../application/ports/kyc-port';
import type { FormSection } from '../../domain/kyc/form-section';
import type { FieldValue, FormValues } from '../../domain/kyc/form-values';
import { fillOptions, optionSources } from '../../domain/kyc/field-options';

/** Who fills the sandbox's KYC forms in a test: the answers that decide the outcome (see sandbox kyc-outcome.ts). */
export interface KycProfile {
  readonly name: 'jane' | 'reject' | 'review' | 'retry';
  readonly nationality: 'US' | 'GB' | 'SG';
  readonly country: 'US' | 'GB' | 'SG';
  readonly usState: 'CA' | 'NY';
  readonly employment: 'employed' | 'self_employed' | 'unemployed' | 'student' | 'retired';
  readonly occupation: 'software_engineer' | 'casino_operator' | 'other';
  readonly income: '50k_100k' | 'over_1m';
  readonly funds: readonly ('salary' | 'savings' | 'other')[];
}

export const JANE: KycProfile = {
  name: 'jane',
  nationality: 'US',
  country: 'US',
  usState: 'CA',
  employment: 'employed',
  occupation: 'software_engineer',
  income: '50k_100k',
  funds: ['savings'],
};

const NAMES = { jane: ['Jane', 'Doe'], reject: ['Reject', 'Me'], review: ['Review', 'Me'], retry: ['Retry', 'Me'] } as const;
const ADDRESSES = {
  US: { address_line_1: '400 Broad Street', city: 'Seattle', postal_code: '98109' },
  GB: { address_line_1: '12 Park Row', city: 'Leeds', postal_code: 'LS1 5HD' },
  SG: { address_line_1: '8 Marina Boulevard', city: 'Singapore', postal_code: '018981' },
} as const;

const only = (when: boolean, values: Record<string, FieldValue>): Record<string, FieldValue> => (when ? values : {});

/** Valid answers for a section of the sandbox's forms, as the customer would enter them. */
export function sectionValues(sectionId: string, p: KycProfile): FormValues {
  const [first, last] = NAMES[p.name];
  const employed = p.employment === 'employed' || p.employment === 'self_employed';
  switch (sectionId) {
    case 'personal_details':
      return {
        first_name: first,
        last_name: last,
        date_of_birth: '1990-05-17',
        nationality: p.nationality,
        ...only(p.nationality === 'US', { ssn: '123456789' }),
        fiat_terms: true,
      };
    case 'residential_address':
      return { country: p.country, ...ADDRESSES[p.country], ...only(p.country === 'US', { state: p.usState }) };
    case 'employment':
      return {
        employment_status: p.employment,
        ...only(p.employment === 'employed', { employer_name: 'Acme Corp' }),
        ...only(employed, { occupation: p.occupation, ...(p.occupation === 'other' ? { occupation_other: 'Beekeeper' } : {}) }),
        annual_income: p.income,
        source_of_funds: [...p.funds],
        ...only(p.funds.includes('other'), { source_of_funds_detail: 'Sold a vintage car' }),
        expected_monthly_deposit: '2,500',
      };
    case 'cpf_details':
      return { nric: 'S1234567A', cpf_contributor: 'yes' };
    case 'review':
      return { declaration: true };
    case 'edd_source_of_wealth':
      return { source_of_wealth: ['investments'], wealth_amount: '250000', wealth_explanation: 'Twenty years of index fund investing.' };
    case 'additional_information':
      return { income_proof_type: 'payslip', income_explanation: 'Annual bonus from my employer' };
    default:
      throw new Error(`no test answers for section ${sectionId}`);
  }
}

/** The section with every CDN option list loaded, as the form shows it once loading is done. */
export async function withOptions(kyc: Pick<KycPort, 'getOptions'>, section: FormSection): Promise<FormSection> {
  let loaded = section;
  for (const source of optionSources(section)) {
    const items = await kyc.getOptions(source);
    if (!items.ok) throw new Error(`options ${source.optionsKey}_${source.field} failed: ${JSON.stringify(items.error)}`);
    loaded = fillOptions(loaded, source.field, items.value);
  }
  return loaded;
}
