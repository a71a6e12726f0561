import { EMPTY, NEVER, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  BASKET_TRANSFER_POLL_MS,
  BASKETS_REFRESH_MS,
  LIVE_RATES_REFRESH_MS,
  type PollEmission,
  pollUntil$,
  refreshEvery$,
} from '../../../application/shared/poll';
import { pollingConfig } from '../../../domain/polling/polling-policy';
import { VirtualTime } from '../../support/virtual-time';

function collect<T>() {
  const emissions: PollEmission<T>[] = [];
  return { emissions, next: (e: PollEmission<T>) => emissions.push(e), outcome: () => emissions.find((e) => e.kind === 'done') };
}

describe('poll intervals (spec 000 §9, spec 001 §9)', () => {
  it('names each interval the spec gives', () => {
    expect([LIVE_RATES_REFRESH_MS, BASKETS_REFRESH_MS, BASKET_TRANSFER_POLL_MS]).toEqual([15_000, 15_000, 15_000]);
  });
});

describe('pollUntil$', () => {
  it('waits for each promise before scheduling the next fetch one interval later', async () => {
    const time = new VirtualTime();
    const answers = ['pending', 'pending', 'created'];
    const fetchedAt: number[] = [];
    const out = collect<string>();
    pollUntil$(
      (attempt) => {
        fetchedAt.push(time.scheduler.now());
        return Promise.resolve(answers[attempt - 1] ?? 'pending');
      },
      pollingConfig((s: string) => s !== 'pending', { intervalMs: 1000 }),
      time.scheduler,
    ).subscribe(out.next);
    await time.advance(10_000);
    expect(fetchedAt).toEqual([0, 1000, 2000]);
    expect(out.emissions).toEqual([
      { kind: 'value', value: 'pending' },
      { kind: 'value', value: 'pending' },
      { kind: 'value', value: 'created' },
      { kind: 'done', outcome: { kind: 'success', value: 'created' } },
    ]);
  });

  it('a rejected promise ends in an error outcome, not an observable error', async () => {
    const time = new VirtualTime();
    const out = collect<string>();
    let errored = false;
    pollUntil$(
      () => Promise.reject(new Error('offline')),
      pollingConfig(() => true),
      time.scheduler,
    ).subscribe({ next: out.next, error: () => (errored = true) });
    await time.advance(0);
    expect(out.outcome()).toEqual({ kind: 'done', outcome: { kind: 'error', error: new Error('offline') } });
    expect(errored).toBe(false);
  });

  it('a fetch that completes without an answer is a failure', () => {
    const time = new VirtualTime();
    const out = collect<string>();
    pollUntil$(
      () => EMPTY,
      pollingConfig(() => true),
      time.scheduler,
    ).subscribe(out.next);
    expect(out.outcome()?.kind === 'done' && out.outcome()).toMatchObject({ outcome: { kind: 'error' } });
  });

  it('unsubscribing while a fetch is in flight aborts it: its late answer is ignored and nothing follows', async () => {
    const time = new VirtualTime();
    const answer = new Subject<string>();
    let fetches = 0;
    const out = collect<string>();
    const subscription = pollUntil$(
      () => (++fetches, answer),
      pollingConfig(() => false),
      time.scheduler,
    ).subscribe(out.next);
    subscription.unsubscribe();
    expect(answer.observed).toBe(false);
    answer.next('late');
    await time.advance(60_000);
    expect(fetches).toBe(1);
    expect(out.emissions).toEqual([]);
    expect(time.scheduler.actions).toHaveLength(0);
  });
});

describe('refreshEvery$', () => {
  it('skips a tick while the previous fetch is still in flight', async () => {
    const time = new VirtualTime();
    let fetches = 0;
    const subscription = refreshEvery$(() => (++fetches, NEVER), BASKETS_REFRESH_MS, time.scheduler).subscribe();
    await time.advance(BASKETS_REFRESH_MS * 4);
    expect(fetches).toBe(1);
    subscription.unsubscribe();
    expect(time.scheduler.actions).toHaveLength(0);
  });

  it('refuses an interval that is not positive', () => {
    expect(() => refreshEvery$(() => Promise.resolve(1), 0, new VirtualTime().scheduler)).toThrow(RangeError);
  });
});
