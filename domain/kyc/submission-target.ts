import type { FormSection } from './form-section';

/** The form submit to a URL ending /v1/kyc/cpf/submission uses the CPF submission call (spec 001 §7). */
export const CPF_SUBMISSION_SUFFIX = '/v1/kyc/cpf/submission';

export const submitsToCpf = (section: FormSection): boolean => section.submission_url?.endsWith(CPF_SUBMISSION_SUFFIX) === true;
