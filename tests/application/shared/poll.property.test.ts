import fc from 'fast-check';
import { of, throwError, VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { type PollEmission, pollUntil$, refreshEvery$ } from '../../../application/shared/poll';
import { pollingConfig } from '../../../domain/polling/polling-policy';

/** Runs every timer due up to virtual time `to`. */
function runTo(scheduler: VirtualTimeScheduler, to: number): void {
  scheduler.maxFrames = to;
  scheduler.flush();
  scheduler.frame = to;
}

const answersArb = fc.array(fc.boolean(), { minLength: 1, maxLength: 40 });
const intervalArb = fc.integer({ min: 1, max: 20_000 });
const maxAttemptsArb = fc.integer({ min: 1, max: 35 });

/** A poll over scripted answers: answer i is "done" when answers[i] is true; past the script it is never done. */
function scripted(answers: readonly boolean[], intervalMs: number, maxAttempts: number) {
  const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
  const fetchedAt: number[] = [];
  const emissions: PollEmission<number>[] = [];
  let completed = false;
  const fetch = (attempt: number) => {
    fetchedAt.push(scheduler.now());
    return of(attempt - 1);
  };
  const config = pollingConfig((i: number) => answers[i] === true, { intervalMs, maxAttempts });
  const subscription = pollUntil$(fetch, config, scheduler).subscribe({ next: (e) => emissions.push(e), complete: () => (completed = true) });
  return { scheduler, fetchedAt, emissions, subscription, isCompleted: () => completed };
}

describe('pollUntil$ (properties, virtual time)', () => {
  it('fetches until the first done answer or max attempts, one interval apart, then completes with the outcome', () => {
    fc.assert(
      fc.property(answersArb, intervalArb, maxAttemptsArb, (answers, intervalMs, maxAttempts) => {
        const poll = scripted(answers, intervalMs, maxAttempts);
        runTo(poll.scheduler, intervalMs * (maxAttempts + 5));
        const firstDone = answers.indexOf(true);
        const expected = firstDone >= 0 && firstDone < maxAttempts ? firstDone + 1 : maxAttempts;
        expect(poll.fetchedAt).toEqual(Array.from({ length: expected }, (_, i) => i * intervalMs));
        const values = poll.emissions.filter((e) => e.kind === 'value').map((e) => e.value);
        expect(values).toEqual(Array.from({ length: expected }, (_, i) => i));
        const last = poll.emissions.at(-1);
        const outcome = firstDone >= 0 && firstDone < maxAttempts ? { kind: 'success', value: firstDone } : { kind: 'expired', lastValue: maxAttempts - 1 };
        expect(last).toEqual({ kind: 'done', outcome });
        expect(poll.isCompleted()).toBe(true);
        expect(poll.scheduler.actions).toHaveLength(0);
      }),
    );
  });

  it('never fetches after unsubscribe and leaves no timer behind', () => {
    fc.assert(
      fc.property(answersArb, intervalArb, maxAttemptsArb, fc.nat(400_000), (answers, intervalMs, maxAttempts, stopAt) => {
        const poll = scripted(answers, intervalMs, maxAttempts);
        runTo(poll.scheduler, stopAt);
        poll.subscription.unsubscribe();
        const fetches = poll.fetchedAt.length;
        expect(poll.scheduler.actions).toHaveLength(0);
        runTo(poll.scheduler, stopAt + intervalMs * (maxAttempts + 5));
        expect(poll.fetchedAt).toHaveLength(fetches);
        expect(poll.fetchedAt.every((t) => t <= stopAt)).toBe(true);
      }),
    );
  });

  it('a failed fetch ends the poll with an error outcome and no further fetch', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), intervalArb, (failingAttempt, intervalMs) => {
        const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
        let fetches = 0;
        const emissions: PollEmission<number>[] = [];
        const boom = new Error('boom');
        pollUntil$(
          (attempt) => (++fetches, attempt === failingAttempt ? throwError(() => boom) : of(attempt)),
          pollingConfig(() => false, { intervalMs, maxAttempts: 20 }),
          scheduler,
        ).subscribe((e) => emissions.push(e));
        runTo(scheduler, intervalMs * 25);
        expect(fetches).toBe(failingAttempt);
        expect(emissions.at(-1)).toEqual({ kind: 'done', outcome: { kind: 'error', error: boom } });
      }),
    );
  });
});

describe('refreshEvery$ (properties, virtual time)', () => {
  it('fetches once at start and once per elapsed interval, and never after unsubscribe', () => {
    fc.assert(
      // VirtualAction chains a new action per period, so the runs stay within a few hundred periods.
      fc.property(intervalArb, fc.nat(300), fc.nat(300), fc.nat(300), (intervalMs, periods, offset, afterPeriods) => {
        const duration = periods * intervalMs + (offset % intervalMs);
        const after = afterPeriods * intervalMs;
        const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
        let fetches = 0;
        const seen: number[] = [];
        const subscription = refreshEvery$(() => of(++fetches), intervalMs, scheduler).subscribe((v) => seen.push(v));
        runTo(scheduler, duration);
        expect(fetches).toBe(periods + 1);
        expect(seen).toEqual(Array.from({ length: fetches }, (_, i) => i + 1));
        subscription.unsubscribe();
        expect(scheduler.actions).toHaveLength(0);
        runTo(scheduler, duration + after);
        expect(fetches).toBe(periods + 1);
      }),
    );
  });
});
