import { type SchedulerLike, type Subscription, timer } from 'rxjs';
import { StateStore, type ReadableStore } from '../shared/store';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** Message keys a toast can carry; the UI's message table must cover each. */
export type ToastKey = 'toast_price_refreshed' | 'toast_request_timeout' | 'toast_network_error' | 'toast_server_error';

export interface Toast {
  readonly id: number;
  readonly tone: ToastTone;
  readonly key: ToastKey;
  readonly values: Readonly<Record<string, string | number>>;
}

/** Toasts auto-close after 4000 ms and have a close button (spec 000 §8). */
export const TOAST_AUTO_CLOSE_MS = 4000;

export class ToastService {
  private readonly store = new StateStore<readonly Toast[]>([]);
  private readonly timers = new Map<number, Subscription>();
  private nextId = 1;
  readonly toasts: ReadableStore<readonly Toast[]> = this.store;

  constructor(private readonly scheduler: SchedulerLike) {}

  show(tone: ToastTone, key: ToastKey, values: Toast['values'] = {}): number {
    const id = this.nextId++;
    this.store.update((list) => [...list, { id, tone, key, values }]);
    this.timers.set(id, timer(TOAST_AUTO_CLOSE_MS, this.scheduler).subscribe(() => this.dismiss(id)));
    return id;
  }

  /** Shows the toast unless one with the same key is already showing (one timeout alert at a time). */
  showOnce(tone: ToastTone, key: ToastKey): void {
    if (!this.store.getSnapshot().some((toast) => toast.key === key)) this.show(tone, key);
  }

  dismiss(id: number): void {
    this.timers.get(id)?.unsubscribe();
    this.timers.delete(id);
    this.store.update((list) => (list.some((t) => t.id === id) ? list.filter((t) => t.id !== id) : list));
  }
}
