/** One terms document (spec 001 §3: terms.documents[] with url and clickable_text_translation_key). */
export interface TermsDocument {
  readonly url: string;
  readonly clickable_text_translation_key: string;
}

export interface CountryTerms {
  /** The version the customer accepts with verify_with_terms (terms_id). */
  readonly id: string;
  readonly countryCode: string;
  readonly documents: readonly TermsDocument[];
}

const doc = (path: string, key: string): TermsDocument => ({ url: `https://crypto.com/${path}`, clickable_text_translation_key: key });

/** Terms by country (spec 001 §7: by_country_code, default US). Choice: US, GB and SG documents. */
const US_TERMS: CountryTerms = {
  id: 'terms_us_2026_01',
  countryCode: 'US',
  documents: [doc('us/terms', 'onboarding_terms_of_use'), doc('us/privacy', 'onboarding_privacy_notice'), doc('us/esign', 'onboarding_esign_consent')],
};

export const TERMS: readonly CountryTerms[] = [
  US_TERMS,
  {
    id: 'terms_gb_2026_01',
    countryCode: 'GB',
    documents: [
      doc('uk/terms', 'onboarding_terms_of_use'),
      doc('uk/privacy', 'onboarding_privacy_notice'),
      doc('uk/risk-summary', 'onboarding_uk_risk_summary'),
    ],
  },
  {
    id: 'terms_sg_2025_11',
    countryCode: 'SG',
    documents: [
      doc('sg/terms', 'onboarding_terms_of_use'),
      doc('sg/privacy', 'onboarding_privacy_notice'),
      doc('sg/risk-disclosure', 'onboarding_sg_risk_disclosure'),
    ],
  },
];

/** The terms of a country (ISO alpha-2, case-insensitive); the US terms for any other or none. */
export function termsFor(countryCode: string | null | undefined): CountryTerms {
  const wanted = (countryCode ?? '').trim().toUpperCase();
  return TERMS.find((t) => t.countryCode === wanted) ?? US_TERMS;
}
