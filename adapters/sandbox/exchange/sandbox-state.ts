/**
 * Everything the sandbox exchange knows, as plain JSON: money as decimal strings, time as epoch
 * milliseconds. Persisting it is `JSON.stringify`, restoring it is `JSON.parse`; no class
 * instances live here, so a restored sandbox is the same sandbox.
 */
export interface SandboxState {
  readonly version: typeof STATE_VERSION;
  readonly seed: number;
  /** When this state was created; persona-relative times (cooling-off) count from here. */
  readonly createdAt: number;
  readonly accounts: Record<string, AccountState>;
  readonly sessions: Record<string, SessionState>;
  /** owner (account uuid, `house`, `external`) -> currency -> amount. */
  readonly ledger: Record<string, Record<string, string>>;
  readonly transactions: TransactionState[];
  /** Work the sandbox does later (deposit settlement, vendor state changes), run when due. */
  readonly tasks: TaskState[];
  /** Per-area state, each area keeping its own JSON under its name (see SandboxContext.slice). */
  readonly slices: Record<string, unknown>;
}

export const STATE_VERSION = 1;

export interface AccountState {
  readonly uuid: string;
  readonly phone: string;
  readonly personaKey: string;
  /** currency -> wallet state (created, not_created, pending); amounts live in the ledger. */
  readonly fiatWallets: Record<string, string>;
  passcodeFailures: number;
  lockedUntil: number | undefined;
  purchases: number;
  /** UK cooling-off window end, epoch ms; absent outside the UK. */
  readonly coolingOffEndsAt: number | undefined;
}

export interface SessionState {
  readonly id: string;
  readonly phone: string;
  /** Who started it (the caller's address; `local` in process), for the per-client cap. */
  readonly client?: string;
  /** passkey_pending: a passkey sign-in's session, before the passkey names its customer (phone ''). */
  stage: 'otp_pending' | 'otp_verified' | 'passkey_pending' | 'signed_in';
  otpFailures: number;
  /** The device's public signing key, registered with the passcode (raw P-256, base64). */
  deviceKey: string | undefined;
  /** A WebAuthn challenge the session was given, used once (passkey sign-in or registration). */
  challenge?: SessionChallenge | undefined;
}

export interface SessionChallenge {
  /** base64url. */
  readonly value: string;
  readonly purpose: 'passkey_sign_in' | 'passkey_register';
  readonly expiresAt: number;
}

/** One movement in a customer's history (spec 001 §3 transactions); every area records its own kinds. */
export interface TransactionState {
  readonly id: string;
  readonly userUuid: string;
  /** What happened, e.g. crypto_purchase, crypto_sell, basket_buy, basket_sell, deposit, top_up. */
  readonly kind: string;
  readonly side: 'buy' | 'sell' | 'in' | 'out';
  readonly fromCurrency: string;
  readonly fromAmount: string;
  readonly toCurrency: string;
  readonly toAmount: string;
  status: 'pending' | 'completed' | 'failed';
  readonly createdAt: number;
  readonly isFirstPurchase?: boolean;
  /** Area-specific details (payment method, fee, basket id...), JSON only. */
  readonly details?: Readonly<Record<string, string | number | boolean>>;
}

/** A deferred piece of work: run by the area that registered `kind` once the clock reaches `at`. */
export interface TaskState {
  readonly id: string;
  readonly kind: string;
  readonly at: number;
  readonly payload: Readonly<Record<string, string>>;
}
