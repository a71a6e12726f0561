import { StateStore, type ReadableStore } from './store';

/**
 * A flow any screen may open and one host shows (the deposit modal, the cash account setup
 * modal): the request it was opened with, or undefined while closed. Opening it again replaces
 * the request; the host closes it.
 */
export class Launcher<R> {
  private readonly store = new StateStore<R | undefined>(undefined);
  readonly request: ReadableStore<R | undefined> = this.store;

  open(request: R): void {
    this.store.update(() => request);
  }

  close(): void {
    this.store.update(() => undefined);
  }
}
