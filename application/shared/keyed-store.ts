import { Observable } from 'rxjs';
import type { ReadableStore } from './store';

/**
 * Stores of one entry each over a map that changes as a whole (live prices by coin): a
 * component that shows one coin subscribes to that coin only, and a change notifies only the
 * entries it names, so a batch of 500 prices wakes the visible rows whose price moved and no
 * other. Each entry's snapshot is the map's value, which keeps its identity until it changes.
 */
export class KeyedStores<V> {
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly stores = new Map<string, ReadableStore<V | undefined>>();

  constructor(private readonly current: () => ReadonlyMap<string, V>) {}

  /** The store of one key (the same object for the same key). */
  of(key: string): ReadableStore<V | undefined> {
    let store = this.stores.get(key);
    if (store === undefined) {
      const getSnapshot = (): V | undefined => this.current().get(key);
      const subscribe = (listener: () => void): (() => void) => {
        let set = this.listeners.get(key);
        if (set === undefined) {
          set = new Set();
          this.listeners.set(key, set);
        }
        set.add(listener);
        return () => {
          set.delete(listener);
          if (set.size === 0) this.listeners.delete(key);
        };
      };
      const state$ = new Observable<V | undefined>((subscriber) => {
        subscriber.next(getSnapshot());
        return subscribe(() => subscriber.next(getSnapshot()));
      });
      store = { getSnapshot, subscribe, state$ };
      this.stores.set(key, store);
    }
    return store;
  }

  /** Tells the subscribers of these keys that their entry changed. */
  notify(keys: readonly string[]): void {
    for (const key of keys) this.listeners.get(key)?.forEach((listener) => listener());
  }

  /** Tells every subscriber (the whole map was replaced). */
  notifyAll(): void {
    this.notify([...this.listeners.keys()]);
  }
}
