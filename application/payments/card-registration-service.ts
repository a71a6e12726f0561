import { type Observable, Subject } from 'rxjs';
import { cardFormOutcome, type CardFormOutcome } from '../../domain/deposit/card-form-result';
import type { AccountCard } from '../../domain/payment/saved-card';
import type { ToastService } from '../notifications/toast-service';
import { CARD_FORM_CHANNEL } from '../ports/payment-frame-port';
import type { PaymentSurfaces } from '../ports/payment-surfaces';
import type { PaymentsPort, PaymentUsage } from '../ports/payments-port';
import { StateStore, type ReadableStore } from '../shared/store';

/** The card form dialog (spec 001 §4, "Card form dialog"), as the UI shows it. */
export type CardFormState =
  | { readonly phase: 'closed' }
  | { readonly phase: 'starting' }
  /** The gateway's card form is shown in a frame at `url`. */
  | { readonly phase: 'form'; readonly url: string }
  /** The form answered; the saved cards are being read again. */
  | { readonly phase: 'checking' }
  | { readonly phase: 'failed'; readonly code: Extract<CardFormOutcome, { kind: 'failed' }>['code'] | 'unavailable' };

/** What a CardRegistrationService is made from (named as the composition root names them). */
export interface CardRegistrationDependencies {
  readonly payments: PaymentsPort;
  readonly paymentSurfaces: PaymentSurfaces;
  readonly toasts: ToastService;
}

/**
 * Adding a card through the payment gateway's card form in a frame: the cards before, the form,
 * its postMessage result (source paymentGateway, from the gateway's origin only), the cards
 * after. A new card is announced on `added$` and with a toast naming its last 4 digits; the
 * other results are the catalogue's messages (card not supported, try again later, invalid card
 * information). Closing the dialog stops waiting for the frame.
 */
export class CardRegistrationService {
  private readonly store = new StateStore<CardFormState>({ phase: 'closed' });
  readonly state: ReadableStore<CardFormState> = this.store;
  private readonly added = new Subject<AccountCard>();
  /** Cards added through the form, for lists to reload and select. */
  readonly added$: Observable<AccountCard> = this.added.asObservable();
  private waiting: AbortController | undefined;

  constructor(private readonly deps: CardRegistrationDependencies) {}

  /** Opens the card form for cards used for `usage` (buying crypto, or topping up a cash account). */
  async open(usage: PaymentUsage): Promise<void> {
    if (this.store.getSnapshot().phase !== 'closed' && this.store.getSnapshot().phase !== 'failed') return;
    const frame = this.deps.paymentSurfaces.paymentFrame;
    this.waiting?.abort();
    const waiting = new AbortController();
    this.waiting = waiting;
    this.store.update(() => ({ phase: 'starting' }));
    if (frame === undefined) {
      this.store.update(() => ({ phase: 'failed', code: 'unavailable' }));
      return;
    }
    const query = { types: ['card'] as const, usage };
    const [before, started] = await Promise.all([this.deps.payments.getPaymentAccounts(query), this.deps.payments.startCardRegistration(usage)]);
    if (waiting.signal.aborted) return;
    if (!before.ok || !started.ok) {
      this.store.update(() => ({ phase: 'failed', code: 'card_try_again_later' }));
      return;
    }
    this.store.update(() => ({ phase: 'form', url: started.value.url }));
    const message = await frame.next(CARD_FORM_CHANNEL, waiting.signal).catch(() => undefined);
    if (message === undefined || waiting.signal.aborted) return;
    this.store.update(() => ({ phase: 'checking' }));
    const after = await this.deps.payments.getPaymentAccounts(query);
    if (waiting.signal.aborted) return;
    const outcome = cardFormOutcome(message, before.value.cards, after.ok ? after.value.cards : before.value.cards);
    if (outcome.kind === 'failed') {
      this.store.update(() => ({ phase: 'failed', code: outcome.code }));
      return;
    }
    const card = after.ok ? after.value.cards.find((c) => c.id === outcome.card.id) : undefined;
    this.store.update(() => ({ phase: 'closed' }));
    this.deps.toasts.show('success', 'toast_card_added', { lastFour: outcome.lastFour });
    if (card !== undefined) this.added.next(card);
  }

  close(): void {
    this.waiting?.abort();
    this.waiting = undefined;
    this.store.update((s) => (s.phase === 'closed' ? s : { phase: 'closed' }));
  }
}
