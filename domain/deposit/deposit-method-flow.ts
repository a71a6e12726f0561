import { ErrorCode } from '../errors/error-codes';
import type { CurrencyCode } from '../money/currency';
import type { DepositMethodId } from './deposit-method';

/** A configured virtual-bank currency (spec 001 §3, app config viban.currencies). */
export interface VibanCurrency {
  readonly id: string;
  readonly can_deposit?: boolean;
}

export interface MethodFlowContext {
  readonly currency: CurrencyCode;
  /** Required personal information, fiat_deposit list (spec 001 §3). */
  readonly requiredPersonalInformation: { readonly fiat_deposit?: readonly string[] };
  readonly vibanCurrencies: readonly VibanCurrency[];
  /** The outcome of the virtual-bank eligibility check for this account. */
  readonly accountEligible: boolean;
}

export type MethodFlowOutcome =
  | { readonly kind: 'personal_information_required'; readonly fields: readonly string[] }
  | { readonly kind: 'viban_not_eligible'; readonly code: typeof ErrorCode.vibanNotEligible; readonly currency: CurrencyCode }
  | { readonly kind: 'continue'; readonly method: DepositMethodId };

/**
 * What picking a method leads to (spec 001 §4, "Deposit method flow"), in this order:
 * personal information required for fiat_deposit opens that modal; a configured virtual-bank
 * currency with an ineligible account stops with the 'we are working hard' alert naming the
 * currency (spec 001 §8); otherwise the flow continues to the method.
 * Choice: the viban check applies to every method of the currency, and can_deposit false
 * counts as ineligible as well.
 */
export function continueWithMethod(method: DepositMethodId, context: MethodFlowContext): MethodFlowOutcome {
  const fields = context.requiredPersonalInformation.fiat_deposit ?? [];
  if (fields.length > 0) return { kind: 'personal_information_required', fields };
  const viban = context.vibanCurrencies.find((c) => c.id.toUpperCase() === context.currency);
  if (viban !== undefined && (!context.accountEligible || viban.can_deposit === false)) {
    return { kind: 'viban_not_eligible', code: ErrorCode.vibanNotEligible, currency: context.currency };
  }
  return { kind: 'continue', method };
}

/** The deposit-area views, numbered 0 to 7 in the order of spec 001 §2 ("Deposit modal"). */
export const DepositView = {
  Main: 0,
  CryptoDeposit: 1,
  PayStringSetting: 2,
  PayStringRegistration: 3,
  AdditionalInformation: 4,
  EDDOverview: 5,
  EDDRes: 6,
  EDDQuestions: 7,
} as const;
export type DepositView = (typeof DepositView)[keyof typeof DepositView];
