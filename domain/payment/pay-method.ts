import type { CurrencyCode } from '../money/currency';

/** How a trade is paid or paid out (spec 000 §3, Payment option payMethod; {product} is crypto). */
export type PayMethod = 'fiat_wallet' | 'credit_card' | 'apple_pay' | 'google_pay' | 'crypto_wallet';

export const PAY_METHODS: readonly PayMethod[] = ['fiat_wallet', 'credit_card', 'apple_pay', 'google_pay', 'crypto_wallet'];

const KNOWN: ReadonlySet<string> = new Set(PAY_METHODS);
export const isPayMethod = (value: string): value is PayMethod => KNOWN.has(value);

/** The crypto_purchase switches of the app config (spec 000 §3). */
export interface PurchaseConfig {
  readonly applePayEnabled: boolean;
  readonly googlePayEnabled: boolean;
  readonly creditCardEnabled: boolean;
}

/** What the browser reports about Apple Pay. */
export interface ApplePayEnvironment {
  readonly isSecureContext: boolean;
  /** The device can make Apple Pay payments (ApplePaySession.canMakePayments). */
  readonly canMakePayments: boolean;
}

/** What the browser reports about Google Pay. */
export interface GooglePayEnvironment {
  readonly isChrome: boolean;
  readonly isEdge: boolean;
  /** The Google Pay client's isReadyToPay answered yes. */
  readonly providerReady: boolean;
  /** The Google Pay script failed to load (marks it unsupported). */
  readonly scriptLoadFailed: boolean;
}

/** The device's part of Apple Pay (spec 000 §5, 001 §5): a secure context and the device's capability. */
export const isApplePaySupported = (env: ApplePayEnvironment): boolean => env.isSecureContext && env.canMakePayments;

/** Spec 000 §5: Apple Pay needs a secure context, device capability and apple_pay_enabled. */
export const isApplePayAvailable = (env: ApplePayEnvironment, config: PurchaseConfig): boolean => config.applePayEnabled && isApplePaySupported(env);

/**
 * Spec 000 §5: Google Pay needs Chrome (not Edge, whose user agent also says Chrome), the
 * provider's ready check, a script that loaded, and google_pay_enabled.
 */
export const isGooglePayAvailable = (env: GooglePayEnvironment, config: PurchaseConfig): boolean => config.googlePayEnabled && isGooglePaySupported(env);

/** The browser's part of Google Pay (spec 000 §5, 001 §5, §8): Chrome but not Edge, the provider ready, the script loaded. */
export const isGooglePaySupported = (env: GooglePayEnvironment): boolean => env.isChrome && !env.isEdge && env.providerReady && !env.scriptLoadFailed;

/** Which currencies the user may pay in on the web. */
export interface CurrencyAccess {
  /** Currencies blocked for the user's entity. */
  readonly blockedForEntity: ReadonlySet<CurrencyCode>;
  /** Currencies the web client supports for paying. */
  readonly supportedOnWeb: ReadonlySet<CurrencyCode>;
  readonly isInternalTester: boolean;
}

/**
 * Spec 000 §5, 001 §5: pay methods are hidden when their currency is blocked for the user's
 * entity or not supported on the web; internal testers are exempt from both.
 */
export const isCurrencyPayable = (currency: CurrencyCode, access: CurrencyAccess): boolean =>
  access.isInternalTester || (!access.blockedForEntity.has(currency) && access.supportedOnWeb.has(currency));

/**
 * The customer's currency access from the app config (spec 000 §5). Choices: the web supports
 * paying in the cash account currencies it offers (viban.currencies); the entity's blocked
 * currencies come from crypto_purchase.blocked_currencies.
 */
export const currencyAccessOf = (webCurrencies: readonly CurrencyCode[], blocked: readonly CurrencyCode[], isInternalTester: boolean): CurrencyAccess => ({
  blockedForEntity: new Set(blocked),
  supportedOnWeb: new Set(webCurrencies),
  isInternalTester,
});
