import { filter, from, type SchedulerLike, type Subscription, switchMap, take, timer } from 'rxjs';
import { basketSellMinimum, belowMinimumOf } from '../../domain/basket/basket-sell-check';
import { acceptPortionInput, checkTransferPortion, portionOf, type TransferCheck } from '../../domain/basket/transfer-portion';
import { CATALOGUE_FALLBACKS } from '../../domain/errors/error-catalogue';
import { toNotice } from '../../domain/errors/error-notice';
import { quoteFailureNotice, tradeFailureNotice } from '../errors/failure-notice';
import type { ToastService } from '../notifications/toast-service';
import type { ApiError } from '../ports/api-error';
import type { BasketsPort, BasketTransfer } from '../ports/baskets-port';
import { BASKET_TRANSFER_POLL_MS } from '../shared/poll';
import { StateStore, type ReadableStore } from '../shared/store';
import { nativePerUsdOf } from '../trade/native-per-usd';
import { type BasketTransferState, canReview, CLOSED, NO_CHECK } from './basket-transfer-state';
import type { BalanceService } from './balance-service';
import type { CustomerService } from './customer-service';
import type { MoneyEvents } from './money-events';

/** What a BasketTransferService is made from (named as the composition root names them). */
export interface BasketTransferDependencies {
  readonly balances: BalanceService;
  readonly baskets: BasketsPort;
  readonly customer: CustomerService;
  readonly moneyEvents: MoneyEvents;
  readonly toasts: ToastService;
  readonly scheduler: SchedulerLike;
}

const transferFailed = toNotice('basket_transfer', CATALOGUE_FALLBACKS.basket_transfer);

/**
 * The basket transfer of the portfolio (spec 001 §4, §5, §7, §9): a portion 0-100 of a basket
 * held moves its coins to the customer's wallets. The portion is the domain's input rule with the
 * selling minimum (known for USD customers; otherwise the preview's below-minimum answer is shown
 * beside the field); the preview is confirmed with the device's signature (the auth headers of
 * the create call); a processing transfer is read every 15 s on the scheduler until it completes
 * or fails. Choices: closing the dialog keeps the poll (the transfer goes on), and its ending is
 * then told by a toast; a completed transfer moves money (MoneyEvents), so every view reads the
 * account data again; retry asks a new preview of the same portion (the old one is used or expired).
 */
export class BasketTransferService {
  private readonly store = new StateStore<BasketTransferState>(CLOSED);
  readonly state: ReadableStore<BasketTransferState> = this.store;
  private poll: Subscription | undefined;

  constructor(private readonly deps: BasketTransferDependencies) {
    let uuid: string | undefined;
    deps.customer.state.state$.subscribe((customer) => {
      if (uuid !== undefined && customer.user?.uuid !== uuid) this.stop();
      uuid = customer.user?.uuid;
    });
  }

  open(basketId: string): void {
    const basket = this.deps.balances.state.getSnapshot().baskets?.find((b) => b.id === basketId);
    if (basket === undefined || this.busy()) return;
    this.store.update(() => ({ ...CLOSED, step: 'form', basket }));
  }

  /** A keystroke in the portion field; a refused one keeps the value and says why. */
  type(text: string): void {
    const s = this.store.getSnapshot();
    if (s.step !== 'form') return;
    const outcome = acceptPortionInput(s.text, text);
    const value = outcome.value;
    this.store.update((c) => ({ ...c, text: value, rejection: outcome.accepted ? undefined : outcome.reason, check: this.check(value) }));
  }

  async review(): Promise<void> {
    const s = this.store.getSnapshot();
    if (!canReview(s) || s.basket === undefined || s.check.portion === undefined) return;
    this.store.update((c) => ({ ...c, step: 'previewing' }));
    const result = await this.deps.baskets.previewTransfer(s.basket.id, portionOf(s.check.portion));
    if (this.store.getSnapshot().step !== 'previewing') return;
    if (result.ok) return this.store.update((c) => ({ ...c, step: 'review', preview: result.value }));
    const below = result.error.kind === 'business' ? belowMinimumOf(result.error.code, result.error.meta) : undefined;
    if (below !== undefined) return this.store.update((c) => ({ ...c, step: 'form', check: { ...c.check, error: below } }));
    this.fail(quoteFailureNotice(result.error, true));
  }

  /** Back from the preview to the portion. */
  back(): void {
    this.store.update((c) => (c.step === 'review' ? { ...c, step: 'form', preview: undefined } : c));
  }

  async confirm(): Promise<void> {
    const s = this.store.getSnapshot();
    if (s.step !== 'review' || s.preview === undefined) return;
    this.store.update((c) => ({ ...c, step: 'confirming' }));
    const result = await this.deps.baskets.createTransfer(s.preview.id);
    if (!result.ok) return this.failWith(result.error);
    this.follow(result.value);
  }

  /** After a failure: a new preview of the same portion. */
  retry(): Promise<void> {
    if (this.store.getSnapshot().step !== 'failed') return Promise.resolve();
    this.store.update((c) => ({ ...c, step: 'form', failure: undefined, preview: undefined, transfer: undefined }));
    return this.review();
  }

  /** Closes the dialog; a processing transfer is still followed. */
  close(): void {
    if (this.store.getSnapshot().step === 'confirming') return;
    this.store.update((c) => ({ ...c, step: 'closed' }));
  }

  /** Forgets everything (another customer signed in, or none). */
  private stop(): void {
    this.poll?.unsubscribe();
    this.poll = undefined;
    this.store.update(() => CLOSED);
  }

  private follow(transfer: BasketTransfer): void {
    this.store.update((c) => ({ ...c, step: c.step === 'closed' ? 'closed' : 'processing', transfer }));
    if (transfer.status !== 'processing') return this.settled(transfer);
    this.poll?.unsubscribe();
    this.poll = timer(BASKET_TRANSFER_POLL_MS, BASKET_TRANSFER_POLL_MS, this.deps.scheduler)
      .pipe(
        switchMap(() => from(this.deps.baskets.getTransfer(transfer.id))),
        filter((r) => r.ok && r.value.status !== 'processing'),
        take(1),
      )
      .subscribe((r) => r.ok && this.settled(r.value));
  }

  private settled(transfer: BasketTransfer): void {
    const open = this.store.getSnapshot().step !== 'closed';
    const basket = this.store.getSnapshot().basket?.title ?? '';
    if (transfer.status === 'failed') {
      this.store.update((c) => ({ ...c, transfer, step: open ? 'failed' : 'closed', failure: transferFailed }));
      return;
    }
    this.store.update((c) => ({ ...c, transfer, step: open ? 'done' : 'closed' }));
    if (!open) this.deps.toasts.show('success', 'toast_basket_transfer_completed', { basket });
    this.deps.moneyEvents.moved('basket_transfer');
  }

  private failWith(error: ApiError): void {
    this.fail(error.kind === 'business' ? transferFailed : tradeFailureNotice(error));
  }

  private fail(failure: typeof transferFailed): void {
    this.store.update((c) => ({ ...c, step: c.step === 'closed' ? 'closed' : 'failed', failure }));
  }

  private busy(): boolean {
    const step = this.store.getSnapshot().step;
    return step === 'previewing' || step === 'confirming';
  }

  private check(text: string): TransferCheck {
    const { basket } = this.store.getSnapshot();
    if (basket === undefined) return NO_CHECK;
    const customer = this.deps.customer.state.getSnapshot();
    const native = basket.balanceCurrency;
    const minimums = customer.productConfig?.basket.minimums;
    const rate = nativePerUsdOf(native);
    const minimum = minimums === undefined || rate === undefined ? undefined : { amount: basketSellMinimum(minimums, rate, native), currency: native };
    return checkTransferPortion(text, basket.balance, minimum);
  }
}
