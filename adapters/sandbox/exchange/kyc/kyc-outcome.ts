import type { FormValues } from '../../../../domain/kyc/form-values';
import { Trigger } from './kyc-flow';

/** How a verification ends (spec 001 §4's outcomes of cash account setup). */
export type Outcome = 'approved' | 'restricted' | 'manual_review' | 'rejected' | 'resubmit' | 'edd' | 'additional_info';

/** Features a restricted customer loses. Choice: New York residents cannot withdraw crypto. */
export const RESTRICTED_STATE_FEATURES = ['crypto_withdrawal'];

const fullName = (values: FormValues): string => `${String(values.first_name ?? '')} ${String(values.last_name ?? '')}`.trim().toLowerCase();

/**
 * The sandbox's verification rules, first match wins (the README table):
 * - the setup form: name 'Reject Me' is rejected; 'Retry Me' is asked to resubmit (once);
 *   'Review Me' goes to manual review; occupation casino_operator needs enhanced due diligence;
 *   annual income over_1m needs additional information;
 * - any form: a New York address is approved with restricted features; anything else is approved.
 */
export function decideOutcome(trigger: string, values: FormValues, resubmissions: number): Outcome {
  if (trigger === Trigger.setup) {
    const name = fullName(values);
    if (name === 'reject me') return 'rejected';
    if (name === 'retry me' && resubmissions === 0) return 'resubmit';
    if (name === 'review me') return 'manual_review';
    if (values.occupation === 'casino_operator') return 'edd';
    if (values.annual_income === 'over_1m') return 'additional_info';
  }
  return values.country === 'US' && values.state === 'NY' ? 'restricted' : 'approved';
}
