import type { FormMessage } from '../../domain/kyc/cash-setup-routing';
import type { SetupState } from '../../domain/kyc/cash-setup-state';
import type { FormValues } from '../../domain/kyc/form-values';
import type { CurrencyCode } from '../../domain/money/currency';
import type { FiatWalletOverview } from '../ports/deposits-port';

/** A message over the form: a refused submit's (spec 001 §8) or the open-banking step's error. */
export type SetupMessage = FormMessage;

/** The setup modal as the UI draws it. */
export interface SetupView {
  /** The cash account's currency while the modal is open. */
  readonly currency: CurrencyCode | undefined;
  readonly setup: SetupState;
  /** The intro's fiat wallet overview (spec 001 §3): undefined while it loads. */
  readonly overview: FiatWalletOverview | 'failed' | undefined;
  /** The fiat terms checkbox (spec 001 §5: needed to agree). */
  readonly termsAgreed: boolean;
  /** Every answer given in this setup, by field name (kept when going back). */
  readonly values: FormValues;
  /** A submit was tried with invalid answers: every error shows. */
  readonly showAllErrors: boolean;
  readonly message: SetupMessage | undefined;
  /** A pending screen's verification state call is in flight. */
  readonly checking: boolean;
  /** The features the last restriction overview named (an account opened with restrictions shows them on success). */
  readonly restrictedFeatures: readonly string[];
}

export const CLOSED_SETUP: SetupView = {
  currency: undefined,
  setup: { step: 'CLOSED' },
  overview: undefined,
  termsAgreed: false,
  values: {},
  showAllErrors: false,
  message: undefined,
  checking: false,
  restrictedFeatures: [],
};
