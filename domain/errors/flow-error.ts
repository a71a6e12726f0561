import { CATALOGUE_FALLBACKS, type CatalogueFallback, type CataloguedCode, ERROR_CATALOGUE } from './error-catalogue';
import { ErrorCode } from './error-codes';
import { type ServerDetail, toNotice } from './error-notice';
import type { ErrorNotice } from './error-presentation';

/** A flow's error handling: the codes it has rows for, and what any other code shows. */
interface FlowErrors {
  readonly codes: readonly CataloguedCode[];
  readonly fallback: CatalogueFallback;
}

const resolveIn =
  (flow: FlowErrors) =>
  (code: string, detail: ServerDetail = {}): ErrorNotice => {
    const known = flow.codes.find((c) => c === code);
    return toNotice(code, known === undefined ? CATALOGUE_FALLBACKS[flow.fallback] : ERROR_CATALOGUE[known], detail);
  };

/** Level Up and CRO lockup calls (spec 001 §7): a wrong passcode inline, too little in the wallet, else the server's message. */
export const resolveLevelUpError = resolveIn({ codes: [ErrorCode.invalidPasscode, ErrorCode.notEnoughBalance], fallback: 'level_up' });

/**
 * Deposit errors (spec 001 §8, Deposit): relink modal, insufficient-balance screen, outstanding
 * balance (shown, flow closes), restricted feature, cooldown from meta, reached maximum attempts;
 * otherwise a 'something went wrong sending email' toast.
 */
export const resolveDepositError = resolveIn({
  codes: [
    ErrorCode.accountLinkFailError,
    ErrorCode.insufficientBalanceError,
    ErrorCode.outstandingBalanceError,
    ErrorCode.restrictedFeature,
    ErrorCode.cooldownPeriodHasNotPassed,
    ErrorCode.reachedMaximumAttempts,
  ],
  fallback: 'deposit',
});

/** Delete bank account (spec 001 §8): pending deposit/withdrawal show the server l10n; others something went wrong. */
export const resolveBankAccountDeleteError = resolveIn({
  codes: [ErrorCode.pendingDepositNotSettled, ErrorCode.pendingWithdrawalNotSettled],
  fallback: 'bank_account_delete',
});

/** Pull deposit create failure (spec 001 §8): a toast with the l10n title and message, else generic. */
export const resolvePullDepositCreateError = (detail: ServerDetail = {}): ErrorNotice =>
  toNotice('pull_deposit_create_failed', CATALOGUE_FALLBACKS.pull_deposit_create, detail);

/** Open-banking SDK errors (spec 001 §8): 'error_default_title' with a flow-error message. */
export const resolveOpenBankingError = (): ErrorNotice => toNotice('open_banking_error', CATALOGUE_FALLBACKS.open_banking);

/**
 * PayPal confirm (spec 001 §8): too_many_fail_attempts_error is shown and the modal closes.
 * Choice: other codes show the generic server-body message and the flow returns to CONFIRM_DEPOSIT.
 */
export const resolvePayPalConfirmError = resolveIn({ codes: [ErrorCode.tooManyFailAttempts], fallback: 'server_body' });

/** Cash account setup (spec 001 §8); any other code: continue on the app. */
export const resolveCashAccountError = resolveIn({
  codes: [
    ErrorCode.manualRestrictedFeature,
    ErrorCode.residentialAddressInvalid,
    ErrorCode.ssnUnmatch,
    ErrorCode.invalidParameter,
    ErrorCode.invalidAddressError,
    ErrorCode.userAddressAlreadyExist,
  ],
  fallback: 'cash_account',
});

/** Passcode and login (spec 001 §8); any other code: the generic 'something went wrong'. */
export const resolveLoginError = resolveIn({
  codes: [
    ErrorCode.invalidDsa,
    ErrorCode.invalidToken,
    ErrorCode.tokenExpired,
    ErrorCode.accountLocked,
    ErrorCode.riskRejectedLogin,
    ErrorCode.authRestricted,
    ErrorCode.invalidPasscode,
    ErrorCode.invalidOtp,
    ErrorCode.unknownPhone,
  ],
  fallback: 'server_body',
});

/** Welcome-bonus claim failure (spec 001 §8): whatever the code, a message with a 'try again' button. */
export const resolveClaimError = resolveIn({ codes: [], fallback: 'mission_claim' });

/** A favourite add or remove the server refused or that did not reach it (spec 000 §8): 'try later'. */
export const resolveFavouriteError = (): ErrorNotice => toNotice('favourite_failed', CATALOGUE_FALLBACKS.favourite);
