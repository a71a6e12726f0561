import { type SchedulerLike, type Subscription, timer } from 'rxjs';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { StateStore, type ReadableStore } from '../shared/store';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** Message keys of the UI's own toasts; the UI's message table must cover each. */
export type ToastKey =
  | 'toast_price_refreshed'
  | 'toast_card_added'
  | 'toast_card_deleted'
  | 'toast_rebalancing_updated'
  | 'toast_basket_sale_settled'
  | 'toast_basket_transfer_completed'
  | 'toast_paypal_added'
  | 'toast_bank_account_linked'
  | 'toast_bank_account_removed'
  | 'toast_invalid_card_details';

/** A toast: one of the UI's own messages, or an error notice from the catalogue. */
export type Toast = { readonly id: number; readonly tone: ToastTone } & (
  | { readonly kind: 'ui'; readonly key: ToastKey; readonly values: Readonly<Record<string, string | number>> }
  | { readonly kind: 'notice'; readonly notice: ErrorNotice }
);

type ToastBody = Toast extends infer T ? (T extends Toast ? Omit<T, 'id'> : never) : never;

/** Toasts auto-close after 4000 ms and have a close button (spec 000 §8). */
export const TOAST_AUTO_CLOSE_MS = 4000;

/** What a ToastService is made from (named as the composition root names them). */
export interface ToastDependencies {
  readonly scheduler: SchedulerLike;
}

export class ToastService {
  private readonly store = new StateStore<readonly Toast[]>([]);
  private readonly timers = new Map<number, Subscription>();
  private nextId = 1;
  readonly toasts: ReadableStore<readonly Toast[]> = this.store;

  constructor(private readonly deps: ToastDependencies) {}

  show(tone: ToastTone, key: ToastKey, values: Readonly<Record<string, string | number>> = {}): number {
    return this.add({ kind: 'ui', tone, key, values });
  }

  /** An error notice as a toast; the same code is not shown twice at once (spec 001 §8: one timeout at a time). */
  showNotice(notice: ErrorNotice): void {
    if (!this.isShowing(notice.code)) this.add({ kind: 'notice', tone: 'error', notice });
  }

  /** Whether a notice with this code is on screen. */
  isShowing(code: string): boolean {
    return this.store.getSnapshot().some((toast) => toast.kind === 'notice' && toast.notice.code === code);
  }

  private add(body: ToastBody): number {
    const id = this.nextId++;
    this.store.update((list) => [...list, { ...body, id }]);
    this.closeLater(id);
    return id;
  }

  /**
   * Keeps a toast while the customer points at it or has focus in it. Choice (WCAG 2.2.1, timing
   * adjustable): a toast being read or reached by keyboard does not vanish; it closes 4000 ms after
   * release().
   */
  hold(id: number): void {
    this.timers.get(id)?.unsubscribe();
    this.timers.delete(id);
  }

  release(id: number): void {
    if (!this.timers.has(id) && this.store.getSnapshot().some((toast) => toast.id === id)) this.closeLater(id);
  }

  private closeLater(id: number): void {
    this.timers.set(
      id,
      timer(TOAST_AUTO_CLOSE_MS, this.deps.scheduler).subscribe(() => this.dismiss(id)),
    );
  }

  dismiss(id: number): void {
    this.timers.get(id)?.unsubscribe();
    this.timers.delete(id);
    this.store.update((list) => (list.some((t) => t.id === id) ? list.filter((t) => t.id !== id) : list));
  }
}
