import { ErrorCode } from './error-codes';
import { type CatalogueEntry, entry } from './error-presentation';
import { MessageKey as K } from './message-keys';

/**
 * The error catalogue (spec 000 §8, 001 §8): every error code the specification names, mapped to
 * what the customer sees. Flow-specific resolvers (quote-error.ts, deposit-error.ts, ...) pick a
 * row, or one of CATALOGUE_FALLBACKS for codes a flow does not know.
 */
export const ERROR_CATALOGUE = {
  // Trading: basket and coin quote errors, card codes, trade failure (spec 000 §5, §8).
  [ErrorCode.notEnoughBalance]: entry('inline', K.insufficientBalance),
  [ErrorCode.exceedUserDailyTradingLimit]: entry('dialog', undefined, { titleKey: K.dailyTradingLimitTitle, messageFrom: 'server_or_code' }),
  [ErrorCode.coolingOffRestriction]: entry('modal', K.coolingOffMessage, { titleKey: K.coolingOffTitle, extras: ['cooling_off_modal'] }),
  [ErrorCode.restrictedFeature]: entry('modal', K.verificationRequiredMessage, {
    titleKey: K.verificationRequiredTitle,
    extras: ['verification_flow'],
  }),
  [ErrorCode.hitMaxThreshold]: entry('dialog', K.basketCoinOverMaximum, { titleKey: K.defaultTitle }),
  [ErrorCode.hitMinThreshold]: entry('dialog', K.basketTokenUnderMinimum, { titleKey: K.defaultTitle }),
  [ErrorCode.rebalancingInProgress]: entry('warning_dialog', K.tryAgainLater, { titleKey: K.rebalancingInProgressTitle }),
  [ErrorCode.pairNotSupported]: entry('dialog', K.tradingPairNotSupported, { titleKey: K.defaultTitle }),
  [ErrorCode.failedToCreateQuotation]: entry('dialog', K.tryLater, { titleKey: K.failedToCreateQuotationTitle, messageFrom: 'server_or_key' }),
  [ErrorCode.transactionFailed]: entry('modal', K.transactionFailed, { titleKey: K.purchaseFailedTitle, extras: ['try_again_button'] }),
  [ErrorCode.sgCreditCardNotSupported]: entry('dialog', K.cardNotSupportedMessage, { titleKey: K.cardNotSupportedTitle }),
  [ErrorCode.sgCreditCardNoLongerAvailable]: entry('dialog', K.cardNotSupportedMessage, { titleKey: K.cardNotSupportedTitle }),
  [ErrorCode.sgCardNotSupportedToAddCard]: entry('dialog', K.cardNotSupportedMessage, { titleKey: K.cardNotSupportedTitle }),
  [ErrorCode.sgCreditCardNoLongerAvailableTips]: entry('inline', K.cardNoLongerAvailableTip),
  [ErrorCode.deviceNotTrusted]: entry('dialog', K.deviceNotTrustedMessage, { titleKey: K.deviceNotTrustedTitle }),

  // Deposits (spec 001 §8, Deposit; Top-up, cards and PayPal).
  [ErrorCode.accountLinkFailError]: entry('modal', K.relinkMessage, { titleKey: K.relinkTitle, extras: ['relink_modal'] }),
  [ErrorCode.insufficientBalanceError]: entry('screen', K.depositInsufficientBalanceMessage, {
    titleKey: K.depositInsufficientBalanceTitle,
  }),
  [ErrorCode.outstandingBalanceError]: entry('dialog', K.outstandingBalance, {
    titleKey: K.defaultTitle,
    messageFrom: 'server_or_key',
    extras: ['closes_flow'],
  }),
  [ErrorCode.cooldownPeriodHasNotPassed]: entry('inline', K.emailCooldown, { extras: ['countdown_from_meta'] }),
  [ErrorCode.reachedMaximumAttempts]: entry('toast', K.reachedMaximumAttempts),
  [ErrorCode.pendingDepositNotSettled]: entry('dialog', K.somethingWentWrong, { titleKey: K.defaultTitle, messageFrom: 'l10n_or_key' }),
  [ErrorCode.pendingWithdrawalNotSettled]: entry('dialog', K.somethingWentWrong, { titleKey: K.defaultTitle, messageFrom: 'l10n_or_key' }),
  // Choice: "shown and the modal closes" is a toast, which outlives the closing PayPal modal.
  [ErrorCode.tooManyFailAttempts]: entry('toast', K.tooManyFailAttempts, { messageFrom: 'server_or_key', extras: ['closes_flow'] }),

  // Cash account setup (spec 001 §8).
  [ErrorCode.manualRestrictedFeature]: entry('screen', K.cashAccountRestricted, { extras: ['route_by_header'] }),
  [ErrorCode.residentialAddressInvalid]: entry('inline', K.invalidAddress, { messageFrom: 'server_or_key' }),
  [ErrorCode.ssnUnmatch]: entry('inline', K.somethingWentWrong, { messageFrom: 'server_or_key' }),
  [ErrorCode.invalidParameter]: entry('inline', K.missingInformation, { extras: ['back_to_form'] }),
  [ErrorCode.invalidAddressError]: entry('inline', K.invalidAddress, { extras: ['back_to_form'] }),
  [ErrorCode.userAddressAlreadyExist]: entry('screen', K.verificationUnsuccessful),

  // Passcode and login (spec 001 §8).
  [ErrorCode.invalidDsa]: entry('dialog', K.invalidSignature, { titleKey: K.defaultTitle }),
  [ErrorCode.invalidPasscode]: entry('inline', K.invalidPasscode, { extras: ['attempts_and_lock'] }),
  [ErrorCode.invalidOtp]: entry('inline', K.invalidOtp, { extras: ['attempts_and_lock'] }),
  [ErrorCode.accountLocked]: entry('inline', K.accountLocked, { extras: ['attempts_and_lock'] }),
  [ErrorCode.unknownPhone]: entry('inline', K.unknownPhone),
  // Choice: an invalid or expired login token sends the customer back to the start of login.
  [ErrorCode.invalidToken]: entry('redirect', K.loginExpired, { extras: ['restart_login'] }),
  [ErrorCode.tokenExpired]: entry('redirect', K.loginExpired, { extras: ['restart_login'] }),
  [ErrorCode.riskRejectedLogin]: entry('dialog', K.riskRejectedLogin, { titleKey: K.defaultTitle }),
  [ErrorCode.authRestricted]: entry('dialog', K.authRestricted, { titleKey: K.defaultTitle }),
  [ErrorCode.unauthorized]: entry('redirect', K.logInToContinue, { titleKey: K.sessionExpired }),

  // General request failures (spec 000 §8, 001 §8).
  [ErrorCode.requestTimeout]: entry('toast', K.requestTimedOut, { extras: ['one_at_a_time'] }),
  [ErrorCode.networkError]: entry('dialog', K.checkNetwork, { titleKey: K.networkErrorTitle }),
  [ErrorCode.serverError]: entry('dialog', K.anErrorOccurred),
  [ErrorCode.unexpectedResponse]: entry('dialog', K.somethingWentWrong, { titleKey: K.defaultTitle }),

  // Onboarding (spec 000 §4): the guide is replaced, nothing is shown as an error.
  [ErrorCode.firstTransactionAlreadyDone]: entry('silent', undefined, { messageFrom: 'server_or_code', extras: ['replaces_guide'] }),
} as const satisfies Partial<Record<ErrorCode, CatalogueEntry>>;

/** A code with a row in the catalogue. */
export type CataloguedCode = keyof typeof ERROR_CATALOGUE;

export const isCatalogued = (code: string): code is CataloguedCode => Object.hasOwn(ERROR_CATALOGUE, code);

/** What a flow shows for a code it has no row for (spec 000 §8, 001 §8 "other codes"). */
export const CATALOGUE_FALLBACKS = {
  /** Basket quote: warning dialog, generic title, server message or default, refresh button reloading the page. */
  basket_quote: entry('warning_dialog', K.basketQuoteDefaultMessage, {
    titleKey: K.defaultTitle,
    messageFrom: 'server_or_key',
    extras: ['refresh_button'],
  }),
  /** Spec 001 §8: a failed change of a basket's rebalancing: alert 'something went wrong'. */
  rebalancing_change: entry('dialog', K.somethingWentWrong, { titleKey: K.defaultTitle }),
  /** Coin quote: fallback title 'failed to create quotation', server message or 'try later'. */
  quote: entry('dialog', K.tryLater, { titleKey: K.failedToCreateQuotationTitle, messageFrom: 'server_or_key' }),
  /** Bank-info email and other deposit codes: a 'something went wrong sending email' toast. */
  deposit: entry('toast', K.emailSendFailed),
  /** Delete bank account, other codes: a generic something went wrong. */
  bank_account_delete: entry('dialog', K.somethingWentWrong, { titleKey: K.defaultTitle }),
  /** Pull deposit create failure: l10n_error title and message, defaulting to a generic message. */
  pull_deposit_create: entry('toast', K.somethingWentWrong, { titleKey: K.defaultTitle, messageFrom: 'l10n_or_key' }),
  /** Open-banking errors: 'error_default_title' with a flow-error message. */
  open_banking: entry('dialog', K.openBankingFlowError, { titleKey: K.defaultTitle }),
  /** Cash account setup, other codes: continue on the app. */
  cash_account: entry('screen', K.continueOnApp),
  /** Card frame status error or timeout: an error title with 'please try again later'. */
  card_frame_failed: entry('dialog', K.tryAgainLater, { titleKey: K.defaultTitle }),
  /** Card frame, other statuses: 'invalid card information, check details or add another card'. */
  card_frame_invalid: entry('dialog', K.invalidCardInformation, { titleKey: K.defaultTitle }),
  /** Welcome-bonus claim failure (spec 001 §8): a message with a 'try again' button, in the widget. */
  mission_claim: entry('inline', K.claimFailed, { extras: ['try_again_button'] }),
  /** Failed favourite add or remove (spec 000 §8, 001 §8): a notice 'try later'. */
  favourite: entry('toast', K.tryLater),
  /** (design) A basket transfer refused or failed while processing: 'something went wrong', with a retry in the transfer dialog. */
  basket_transfer: entry('dialog', K.somethingWentWrong, { titleKey: K.defaultTitle, extras: ['try_again_button'] }),
  /** (design) A Level Up subscription, billing change, resume or CRO lockup refused: the server's message, else 'something went wrong'. */
  level_up: entry('dialog', K.somethingWentWrong, { titleKey: K.defaultTitle, messageFrom: 'server_or_key', extras: ['try_again_button'] }),
  /** A server error body with an unknown code: a generic 'something went wrong'. */
  server_body: entry('dialog', K.somethingWentWrong, { titleKey: K.defaultTitle }),
} as const satisfies Record<string, CatalogueEntry>;

export type CatalogueFallback = keyof typeof CATALOGUE_FALLBACKS;
