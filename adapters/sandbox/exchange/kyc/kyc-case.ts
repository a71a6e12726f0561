import { ErrorCode } from '../../../../domain/errors/error-codes';
import type { FormValues } from '../../../../domain/kyc/form-values';
import type { KycStatus } from '../../../../domain/kyc/kyc-status';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxResult } from '../sandbox-result';
import { Trigger } from './kyc-flow';
import { type Outcome, RESTRICTED_STATE_FEATURES } from './kyc-outcome';

/** Where a customer's cash account setup stands on the sandbox's side. */
export type CaseStatus =
  | 'setup_needed'
  | 'collecting'
  | 'verifying'
  | 'manual_review'
  | 'rejected'
  | 'resubmit'
  | 'edd_requested'
  | 'additional_info_requested'
  | 'approved'
  | 'restricted';

/** One customer's KYC case, plain JSON (the kyc slice keeps one per account uuid; the fake keeps one). */
export interface KycCase {
  status: CaseStatus;
  /** The trigger information is being collected for. */
  trigger: string;
  /** The currency whose wallet approval creates. */
  currency: string;
  /** Every answer so far, across sections (refused ones too, as the section's draft). */
  values: FormValues;
  /** Index, in the trigger's flow, of the furthest section the customer may open. */
  reached: number;
  resubmissions: number;
  /** The feature flags of the last section fetch. */
  flags: string[];
  /** The verification running since the last submit: its outcome applies at `at`. */
  pending: { readonly outcome: Outcome; readonly at: number } | null;
  lastOutcome: Outcome | null;
  reviewEndsAt: number | null;
  restrictedFeatures: string[];
}

/** Choice: verification takes 3 s of sandbox time, so a poll every second resolves on the fourth fetch. */
export const VERIFICATION_MS = 3_000;
/** Choice: manual review approves after an hour of sandbox time. */
export const MANUAL_REVIEW_MS = 3_600_000;
/** Features a customer without a cash account cannot use yet. */
export const SETUP_RESTRICTED_FEATURES = ['fiat_deposit', 'fiat_withdrawal'];

export const newCase = (status: CaseStatus, currency: string): KycCase => ({
  status,
  trigger: status === 'edd_requested' ? Trigger.edd : status === 'additional_info_requested' ? Trigger.additionalInfo : Trigger.setup,
  currency,
  values: {},
  reached: 0,
  resubmissions: 0,
  flags: [],
  pending: null,
  lastOutcome: status === 'approved' ? 'approved' : null,
  reviewEndsAt: null,
  restrictedFeatures: status === 'approved' ? [] : [...SETUP_RESTRICTED_FEATURES],
});

/** Statuses in which the customer is filling in a form. */
export const isCollecting = (c: KycCase): boolean =>
  c.status === 'setup_needed' ||
  c.status === 'collecting' ||
  c.status === 'resubmit' ||
  c.status === 'edd_requested' ||
  c.status === 'additional_info_requested';

export const hasCashAccount = (c: KycCase): boolean => c.status === 'approved' || c.status === 'restricted';

/** Applies a verification that has come due and ends a manual review whose time is up. */
export function settleCase(c: KycCase, now: number): void {
  if (c.pending !== null && now >= c.pending.at) {
    applyOutcome(c, c.pending.outcome, now);
    c.pending = null;
  }
  if (c.status === 'manual_review' && c.reviewEndsAt !== null && now >= c.reviewEndsAt) applyOutcome(c, 'approved', now);
}

function applyOutcome(c: KycCase, outcome: Outcome, now: number): void {
  c.lastOutcome = outcome;
  const restartFor = (status: CaseStatus, trigger: string): void => {
    c.status = status;
    c.trigger = trigger;
    c.reached = 0;
  };
  switch (outcome) {
    case 'approved':
      c.status = 'approved';
      c.restrictedFeatures = [];
      return;
    case 'restricted':
      c.status = 'restricted';
      c.restrictedFeatures = [...RESTRICTED_STATE_FEATURES];
      return;
    case 'manual_review':
      c.status = 'manual_review';
      c.reviewEndsAt = now + MANUAL_REVIEW_MS;
      return;
    case 'rejected':
      c.status = 'rejected';
      return;
    case 'resubmit':
      c.resubmissions += 1;
      return restartFor('resubmit', Trigger.setup);
    case 'edd':
      return restartFor('edd_requested', Trigger.edd);
    case 'additional_info':
      return restartFor('additional_info_requested', Trigger.additionalInfo);
  }
}

/** The KYC status reported for the case (spec 001 §8 statuses). */
export function kycStatusOf(c: KycCase): KycStatus {
  switch (c.status) {
    case 'setup_needed':
      return 'fiat_wallet_setup_needed';
    case 'manual_review':
      return 'kyc_pending_review';
    case 'rejected':
      return 'kyc_rejected';
    case 'approved':
      return 'kyc_approved';
    case 'restricted':
      return 'kyc_restricted';
    default:
      return 'kyc_pending';
  }
}

/** The restriction header for the case (spec 001 §4 routing); undefined once approved. */
export function headerOf(c: KycCase): { header?: string; display_type?: string } {
  switch (c.status) {
    case 'approved':
      return {};
    case 'collecting':
      return { header: 'additional_info_required', display_type: 'direct_launch' };
    case 'setup_needed':
    case 'edd_requested':
    case 'additional_info_requested':
      return { header: 'additional_info_required' };
    case 'resubmit':
      return { header: 'resubmit' };
    case 'verifying':
    case 'manual_review':
      return { header: 'pending' };
    case 'rejected':
      return { header: 'failed' };
    case 'restricted':
      return { header: 'restricted' };
  }
}

export interface WalletAdditionalInfoWire {
  readonly triggered_by: string;
  readonly restricted_features: string[];
  readonly edd: boolean;
}

/**
 * What create wallet says about the case (spec 001 §4): nothing more for an approved customer;
 * additional_info naming the trigger while information is needed or features are restricted;
 * manual_restricted_feature with the header (pending, failed) while verifying, in review or rejected.
 */
export function walletAdditionalInfo(c: KycCase): SandboxResult<WalletAdditionalInfoWire | undefined> {
  if (c.status === 'approved') return ok(undefined);
  if (c.status === 'verifying' || c.status === 'manual_review' || c.status === 'rejected') {
    return err({ code: ErrorCode.manualRestrictedFeature, meta: { ...headerOf(c), triggered_by: c.trigger } });
  }
  const triggeredBy = c.status === 'restricted' ? Trigger.restricted : c.trigger;
  return ok({ triggered_by: triggeredBy, restricted_features: [...c.restrictedFeatures], edd: c.status === 'edd_requested' });
}
