import { type OpenBankingStatus, parseOpenBankingMessage, OPEN_BANKING_SOURCE } from '../../domain/kyc/open-banking';
import type { BankLinkingPort } from '../ports/bank-linking-port';
import type { FrameChannel } from '../ports/payment-frame-port';
import type { PaymentSurfaces } from '../ports/payment-surfaces';
import { StateStore, type ReadableStore } from '../shared/store';

/** The open-banking SDK's results (spec 001 §4): its page posts { source: openBankingSdk, status }. */
export const OPEN_BANKING_CHANNEL: FrameChannel<OpenBankingStatus> = { source: OPEN_BANKING_SOURCE, parse: parseOpenBankingMessage };

/** The SDK's page: not shown, its credential on the way, or shown at its address. */
export type BankConnectionState = { readonly phase: 'idle' } | { readonly phase: 'starting' } | { readonly phase: 'open'; readonly url: string };

/** How a connection attempt ended: the SDK's callback with the credential's token, the customer closing the page, or no page to show. */
export type BankConnectionResult =
  { readonly kind: 'callback'; readonly status: OpenBankingStatus; readonly token: string } | { readonly kind: 'closed' } | { readonly kind: 'unavailable' };

export interface BankConnectionDependencies {
  readonly bankLinking: Pick<BankLinkingPort, 'getOpenBankingCredential'>;
  readonly paymentSurfaces: Pick<PaymentSurfaces, 'paymentFrame'>;
}

const IDLE: BankConnectionState = { phase: 'idle' };

/**
 * The open-banking step's SDK (spec 001 §4, §7): a credential for the trigger, then the SDK's
 * page (on the gateway's origin) until it calls back with SUCCESS, CANCELLED or ERROR. Only
 * messages from the gateway's origin with the SDK's source count. Choice: the customer closing
 * the page stops waiting and stays on the step (the SDK's own Cancel is the CANCELLED callback).
 */
export class BankConnection {
  private readonly store = new StateStore<BankConnectionState>(IDLE);
  readonly state: ReadableStore<BankConnectionState> = this.store;
  private waiting: AbortController | undefined;

  constructor(private readonly deps: BankConnectionDependencies) {}

  async connect(triggeredBy: string): Promise<BankConnectionResult> {
    const frame = this.deps.paymentSurfaces.paymentFrame;
    if (this.store.getSnapshot().phase !== 'idle') return { kind: 'closed' };
    if (frame === undefined) return { kind: 'unavailable' };
    const waiting = new AbortController();
    this.waiting = waiting;
    this.store.update(() => ({ phase: 'starting' }));
    const credential = await this.deps.bankLinking.getOpenBankingCredential(triggeredBy);
    const url = credential.ok ? credential.value.connectUrl : undefined;
    if (waiting.signal.aborted) return { kind: 'closed' };
    if (!credential.ok || url === undefined) {
      this.finish(waiting);
      return { kind: 'unavailable' };
    }
    const callback = frame.next(OPEN_BANKING_CHANNEL, waiting.signal);
    this.store.update(() => ({ phase: 'open', url }));
    try {
      return { kind: 'callback', status: await callback, token: credential.value.token };
    } catch {
      return { kind: 'closed' };
    } finally {
      this.finish(waiting);
    }
  }

  /** The customer closed the page, or the modal closed: stop waiting. */
  close(): void {
    this.waiting?.abort();
    this.waiting = undefined;
    this.store.update(() => IDLE);
  }

  private finish(waiting: AbortController): void {
    if (this.waiting !== waiting) return;
    this.waiting = undefined;
    this.store.update(() => IDLE);
  }
}
