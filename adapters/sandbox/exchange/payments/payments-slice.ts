import type { TopUpMethod } from '../../../../domain/deposit/top-up-method';
import type { PersonaCard } from '../personas';
import type { SandboxContext } from '../sandbox-context';

/** A linked PayPal account as the sandbox keeps it. */
export interface StoredPaypalAccount {
  readonly id: string;
  readonly payerId: string;
  readonly status: 'approved' | 'auto_checking_failed';
  readonly title: string;
}

/** A payment token handed out by GET /ixo_pay/card_payments/token. */
export interface StoredCardToken {
  readonly accountUuid: string;
  readonly createdAt: number;
  used: boolean;
}

/**
 * A top-up order: created (priced and checked), authenticating (3-D Secure page open), then
 * completed (money moved once) or failed (nothing moved). Amounts are decimal strings.
 */
export interface StoredTopUpOrder {
  readonly id: string;
  readonly accountUuid: string;
  readonly amount: string;
  readonly currency: string;
  readonly method: TopUpMethod;
  /** The saved card or PayPal account paid from; absent for Apple Pay and Google Pay. */
  readonly sourceId: string | undefined;
  readonly fee: string;
  readonly feePercent: string;
  readonly receivable: string;
  readonly createdAt: number;
  status: 'created' | 'authenticating' | 'completed' | 'failed';
  gatewaySessionId: string | undefined;
  transactionId: string | undefined;
}

/** The payments area's JSON state (see SandboxContext.slice). */
export interface PaymentsSlice {
  /** account uuid -> cards registered since the start (persona cards are in personas.ts). */
  readonly addedCards: Record<string, PersonaCard[]>;
  /** account uuid -> ids of persona cards deleted since. */
  readonly removedCards: Record<string, string[]>;
  readonly paypalAccounts: Record<string, StoredPaypalAccount[]>;
  readonly tokens: Record<string, StoredCardToken>;
  readonly orders: Record<string, StoredTopUpOrder>;
}

/** Looked up on every use: a reset or restore replaces the state. */
export const paymentsSlice = (context: SandboxContext): PaymentsSlice =>
  context.slice<PaymentsSlice>('payments', () => ({ addedCards: {}, removedCards: {}, paypalAccounts: {}, tokens: {}, orders: {} }));
