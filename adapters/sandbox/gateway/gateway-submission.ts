import type { GatewayOutcome, GatewaySession } from '../exchange/gateway-registry';
import { checkCard, isDeclinedTestCard } from './card-details';
import { type FailureReason, type GatewayForm, PAYLOAD_KEYS } from './gateway-message';

/** Which button the customer pressed: the page's main action, the 3-D Secure failure, or cancel. */
export type Decision = 'submit' | 'review' | 'fail' | 'cancel';

export type Submission =
  /** Fields to correct: the page is shown again with a message per field and the values typed. */
  | { readonly kind: 'invalid'; readonly errors: Readonly<Record<string, string>>; readonly values: Readonly<Record<string, string>> }
  | { readonly kind: 'complete'; readonly outcome: GatewayOutcome; readonly form: GatewayForm };

const failed = (reason: FailureReason, errorCode?: string): Submission => ({
  kind: 'complete',
  outcome: 'failed',
  form: errorCode === undefined ? { reason } : { reason, errorCode },
});

const succeeded = (form: GatewayForm): Submission => ({ kind: 'complete', outcome: 'succeeded', form });

/** What the identity provider's page decided (succeeded: approved, or sent for a person to review). */
export const IDENTITY_RESULT = 'identityResult';

/** Choice: the issuer's code for the declined test card; any status but success fails the form. */
export const CARD_DECLINED_CODE = 'card_declined';

/**
 * What a page's POST means for its session. Cancel cancels and 'fail' fails at once; the main
 * action first checks the fields (card details, PayPal email), then the opener's declineCode
 * and the declined test card, and otherwise succeeds with what the exchange needs to know.
 */
export function decideSubmission(session: GatewaySession, fields: URLSearchParams, now: number): Submission {
  const decision = fields.get('decision');
  if (decision === 'cancel') return { kind: 'complete', outcome: 'cancelled', form: { reason: 'customer' } };
  if (decision === 'fail') return failed('customer');
  const field = (name: string): string => fields.get(name) ?? '';
  const declineCode = session.payload[PAYLOAD_KEYS.declineCode];
  switch (session.kind) {
    case 'card_add': {
      const entry = { cardholderName: field('cardholderName'), cardNumber: field('cardNumber'), expiry: field('expiry'), securityCode: field('securityCode') };
      const checked = checkCard(entry, now);
      if (!checked.ok) return { kind: 'invalid', errors: checked.errors, values: { ...entry, securityCode: '' } };
      if (declineCode !== undefined) return failed('declined', declineCode);
      if (isDeclinedTestCard(entry.cardNumber)) return failed('declined', CARD_DECLINED_CODE);
      return succeeded({ ...checked.card });
    }
    case 'paypal': {
      const email = field('email').trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        return { kind: 'invalid', errors: { email: 'Enter the email address of your PayPal account.' }, values: { email } };
      if (declineCode !== undefined) return failed('declined', declineCode);
      return succeeded({ email, paypalAccountStatus: session.payload[PAYLOAD_KEYS.paypalAccountStatus] ?? 'approved' });
    }
    case 'three_ds':
    case 'bank_link':
    case 'open_banking':
      return declineCode === undefined ? succeeded({}) : failed('declined', declineCode);
    case 'identity':
      return succeeded({ [IDENTITY_RESULT]: decision === 'review' ? 'review' : 'approved' });
  }
}
