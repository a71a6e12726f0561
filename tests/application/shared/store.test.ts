import { firstValueFrom, toArray, take } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { StateStore } from '../../../application/shared/store';

describe('StateStore', () => {
  it('a snapshot keeps its identity until it changes', () => {
    const initial = { count: 0 };
    const store = new StateStore(initial);
    store.update((s) => s);
    expect(store.getSnapshot()).toBe(initial);
    store.update((s) => ({ count: s.count + 1 }));
    expect(store.getSnapshot()).toEqual({ count: 1 });
    expect(store.getSnapshot()).not.toBe(initial);
  });

  it('listeners hear each change, not updates that change nothing, and stop after unsubscribing', () => {
    const store = new StateStore({ count: 0 });
    let heard = 0;
    const unsubscribe = store.subscribe(() => heard++);
    const afterSubscribe = heard;
    store.update((s) => s);
    store.update((s) => ({ count: s.count + 1 }));
    expect(heard - afterSubscribe).toBe(1);
    unsubscribe();
    store.update((s) => ({ count: s.count + 1 }));
    expect(heard - afterSubscribe).toBe(1);
  });

  it('state$ replays the current snapshot and then each new one', async () => {
    const store = new StateStore(1);
    const seen = firstValueFrom(store.state$.pipe(take(3), toArray()));
    store.update(() => 1);
    store.update(() => 2);
    store.update(() => 3);
    expect(await seen).toEqual([1, 2, 3]);
  });
});
