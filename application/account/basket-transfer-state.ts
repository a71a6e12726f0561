import type { PortionRejection, TransferCheck } from '../../domain/basket/transfer-portion';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import type { BasketListing, BasketTransfer, BasketTransferPreview, Expiring } from '../ports/baskets-port';

/**
 * The basket transfer's steps (spec 001 §4, §5, §7): the portion form, its preview being asked,
 * the preview to confirm, the create call, the transfer processing (polled every 15 s), the
 * success summary, the failure with retry.
 */
export type TransferStep = 'closed' | 'form' | 'previewing' | 'review' | 'confirming' | 'processing' | 'done' | 'failed';

export interface BasketTransferState {
  readonly step: TransferStep;
  readonly basket: BasketListing | undefined;
  /** The portion as typed (digits only, at most 3, 0-100). */
  readonly text: string;
  /** Why the last keystroke was refused; the field kept its value. */
  readonly rejection: PortionRejection | undefined;
  /** What the portion takes out, and its below-minimum error (the rule's or the preview's). */
  readonly check: TransferCheck;
  readonly preview: Expiring<BasketTransferPreview> | undefined;
  readonly transfer: BasketTransfer | undefined;
  readonly failure: ErrorNotice | undefined;
}

export const NO_CHECK: TransferCheck = { portion: undefined, amount: undefined, error: undefined };

export const CLOSED: BasketTransferState = {
  step: 'closed',
  basket: undefined,
  text: '',
  rejection: undefined,
  check: NO_CHECK,
  preview: undefined,
  transfer: undefined,
  failure: undefined,
};

/** Spec 001 §5: the transfer button is disabled at 0, on an invalid portion and below the minimum. */
export const canReview = (state: BasketTransferState): boolean => state.step === 'form' && state.check.portion !== undefined && state.check.error === undefined;
