import { canDeleteCardInEditMode, lastFourDigits, type PaymentCard } from '../../domain/payment/saved-card';
import type { ToastService } from '../notifications/toast-service';
import type { PaymentsPort } from '../ports/payments-port';
import { StateStore, type ReadableStore } from '../shared/store';

/** The top-up options' edit mode and the card being deleted (spec 001 §2, §5). */
export interface TopUpCardRemovalState {
  readonly editing: boolean;
  /** The card the 'Are you sure' dialog asks about. */
  readonly toDelete: PaymentCard | undefined;
  readonly deleting: boolean;
  readonly failed: boolean;
  /** Counts the cards deleted: the options reload when it moves. */
  readonly changes: number;
}

const START: TopUpCardRemovalState = { editing: false, toDelete: undefined, deleting: false, failed: false, changes: 0 };

/** What a TopUpCardRemoval is made from (named as the composition root names them). */
export interface TopUpCardRemovalDependencies {
  readonly payments: PaymentsPort;
  readonly toasts: ToastService;
}

/**
 * Deleting a saved card from the top-up options (spec 001 §2 "a delete-confirm modal", §5, §8): in
 * edit mode only credit cards can be deleted, after an 'Are you sure' naming the masked number;
 * success toasts 'card removed', a failure shows the default error in the dialog.
 */
export class TopUpCardRemoval {
  private readonly store = new StateStore<TopUpCardRemovalState>(START);
  readonly state: ReadableStore<TopUpCardRemovalState> = this.store;

  constructor(private readonly deps: TopUpCardRemovalDependencies) {}

  toggleEditing(): void {
    this.store.update((s) => (s.deleting ? s : { ...s, editing: !s.editing, toDelete: undefined, failed: false }));
  }

  /** Asks about a card; a debit card (or any card outside edit mode) is not deletable here. */
  ask(card: PaymentCard): boolean {
    const s = this.store.getSnapshot();
    if (!s.editing || !canDeleteCardInEditMode(card)) return false;
    this.store.update(() => ({ ...s, toDelete: card, failed: false }));
    return true;
  }

  cancel(): void {
    this.store.update((s) => (s.deleting ? s : { ...s, toDelete: undefined, failed: false }));
  }

  async confirm(): Promise<void> {
    const s = this.store.getSnapshot();
    const card = s.toDelete;
    if (card === undefined || s.deleting) return;
    this.store.update(() => ({ ...s, deleting: true, failed: false }));
    const deleted = await this.deps.payments.deleteCard(card.id);
    if (!deleted.ok) {
      this.store.update((now) => ({ ...now, deleting: false, failed: true }));
      return;
    }
    this.store.update((now) => ({ ...now, deleting: false, toDelete: undefined, editing: false, changes: now.changes + 1 }));
    this.deps.toasts.show('success', 'toast_card_deleted', { lastFour: lastFourDigits(card.maskedCardNumber) });
  }

  reset(): void {
    this.store.update((s) => ({ ...START, changes: s.changes }));
  }
}
