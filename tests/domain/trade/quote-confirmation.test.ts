import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_CLOSED,
  type CountdownEvent,
  type CountdownState,
  type CountdownStep,
  QUOTE_COUNTDOWN_SECONDS,
  stepCountdown,
  acceptClick,
  CONFIRM_DEBOUNCE_MS,
} from '../../../domain/trade/quote-confirmation';
import { acceptedClicks } from './accepted-clicks';

const tick: CountdownEvent = { type: 'tick' };
const open: CountdownEvent = { type: 'open' };
const quoteReceived: CountdownEvent = { type: 'quote_received' };
const refreshFailed: CountdownEvent = { type: 'refresh_failed' };
const becameVisible: CountdownEvent = { type: 'became_visible' };
const close: CountdownEvent = { type: 'close' };

const running = (secondsLeft: number): CountdownState => ({ status: 'running', secondsLeft });

/** Feeds events one by one; returns every step. */
function run(state: CountdownState, events: readonly CountdownEvent[]): CountdownStep[] {
  const steps: CountdownStep[] = [];
  let current = state;
  for (const event of events) {
    const step = stepCountdown(current, event);
    steps.push(step);
    current = step.state;
  }
  return steps;
}
const last = (steps: CountdownStep[]): CountdownStep => {
  const step = steps[steps.length - 1];
  if (step === undefined) throw new Error('no steps');
  return step;
};

describe('stepCountdown', () => {
  it('the countdown is 15 seconds (spec 000 §9)', () => {
    expect(QUOTE_COUNTDOWN_SECONDS).toBe(15);
  });

  it('opening refreshes the quote', () => {
    expect(stepCountdown(COUNTDOWN_CLOSED, open)).toEqual({
      state: { status: 'refreshing', reason: 'open' },
      effects: ['refresh_quote'],
    });
  });

  it('the first quote after opening starts the countdown at 15 without a price-refreshed notice', () => {
    expect(stepCountdown({ status: 'refreshing', reason: 'open' }, quoteReceived)).toEqual({
      state: running(15),
      effects: [],
    });
  });

  it('each tick counts one second down', () => {
    expect(stepCountdown(running(15), tick)).toEqual({ state: running(14), effects: [] });
    expect(stepCountdown(running(2), tick)).toEqual({ state: running(1), effects: [] });
  });

  it('ticking 15 times from a fresh quote leads to refreshing with reason expiry and a refresh_quote effect', () => {
    const steps = run(
      running(QUOTE_COUNTDOWN_SECONDS),
      Array.from({ length: 15 }, () => tick),
    );
    expect(last(steps)).toEqual({ state: { status: 'refreshing', reason: 'expiry' }, effects: ['refresh_quote'] });
    // Nothing happens on the way: 14 silent ticks, from 14 seconds down to 1.
    expect(steps.slice(0, 14).map((s) => s.state)).toEqual(Array.from({ length: 14 }, (_, i) => running(14 - i)));
    expect(steps.slice(0, 14).every((s) => s.effects.length === 0)).toBe(true);
  });

  it('14 ticks are not enough to expire the quote', () => {
    expect(
      last(
        run(
          running(15),
          Array.from({ length: 14 }, () => tick),
        ),
      ).state,
    ).toEqual(running(1));
  });

  it('the quote that arrives after an expiry resets to 15 and tells the customer the price was refreshed', () => {
    expect(stepCountdown({ status: 'refreshing', reason: 'expiry' }, quoteReceived)).toEqual({
      state: running(15),
      effects: ['notify_price_refreshed'],
    });
  });

  it('a new quote while running resets the countdown to 15', () => {
    expect(stepCountdown(running(3), quoteReceived)).toEqual({ state: running(15), effects: [] });
  });

  it('ticks are ignored while refreshing', () => {
    for (const reason of ['open', 'expiry', 'visible'] as const) {
      expect(stepCountdown({ status: 'refreshing', reason }, tick)).toEqual({
        state: { status: 'refreshing', reason },
        effects: [],
      });
    }
  });

  it('becoming visible again while running refreshes the quote', () => {
    expect(stepCountdown(running(7), becameVisible)).toEqual({
      state: { status: 'refreshing', reason: 'visible' },
      effects: ['refresh_quote'],
    });
  });

  it('the quote after becoming visible resets to 15 without a price-refreshed notice', () => {
    const steps = run(running(7), [becameVisible, quoteReceived]);
    expect(last(steps)).toEqual({ state: running(15), effects: [] });
  });

  it('becoming visible while a refresh is in flight does not start another one', () => {
    expect(stepCountdown({ status: 'refreshing', reason: 'open' }, becameVisible)).toEqual({
      state: { status: 'refreshing', reason: 'open' },
      effects: [],
    });
  });

  it('a failed refresh reports the failure', () => {
    expect(stepCountdown({ status: 'refreshing', reason: 'expiry' }, refreshFailed)).toEqual({
      state: { status: 'failed' },
      effects: ['report_failure'],
    });
  });

  it('a failed countdown can be opened again', () => {
    expect(stepCountdown({ status: 'failed' }, open)).toEqual({
      state: { status: 'refreshing', reason: 'open' },
      effects: ['refresh_quote'],
    });
  });

  it('close always leads to closed with no effects', () => {
    const states: CountdownState[] = [COUNTDOWN_CLOSED, { status: 'refreshing', reason: 'expiry' }, running(9), { status: 'failed' }];
    for (const state of states) expect(stepCountdown(state, close)).toEqual({ state: COUNTDOWN_CLOSED, effects: [] });
  });

  it('a closed countdown ignores everything but open', () => {
    for (const event of [tick, quoteReceived, refreshFailed, becameVisible]) {
      expect(stepCountdown(COUNTDOWN_CLOSED, event)).toEqual({ state: COUNTDOWN_CLOSED, effects: [] });
    }
  });

  it('a late quote after closing does not reopen the countdown', () => {
    const steps = run(COUNTDOWN_CLOSED, [open, close, quoteReceived, tick]);
    expect(last(steps)).toEqual({ state: COUNTDOWN_CLOSED, effects: [] });
  });

  it('open while running changes nothing', () => {
    expect(stepCountdown(running(5), open)).toEqual({ state: running(5), effects: [] });
  });

  it('a whole session: open, quote, 15 ticks, refreshed quote, close', () => {
    const steps = run(COUNTDOWN_CLOSED, [open, quoteReceived, ...Array.from({ length: 15 }, () => tick), quoteReceived, close]);
    expect(steps.flatMap((s) => s.effects)).toEqual(['refresh_quote', 'refresh_quote', 'notify_price_refreshed']);
    expect(last(steps).state).toEqual(COUNTDOWN_CLOSED);
  });
});

const T = Date.UTC(2026, 0, 1);

describe('confirm debounce (spec 000 §5: 500 ms)', () => {
  it('is 500 ms', () => {
    expect(CONFIRM_DEBOUNCE_MS).toBe(500);
  });

  it('acts on the first click at once', () => {
    expect(acceptClick(undefined, T)).toBe(true);
  });

  it('ignores a click less than 500 ms after the last acted-on click', () => {
    expect(acceptClick(T, T)).toBe(false);
    expect(acceptClick(T, T + 499)).toBe(false);
  });

  it('acts on a click 500 ms or more after the last acted-on click', () => {
    expect(acceptClick(T, T + 500)).toBe(true);
    expect(acceptClick(T, T + 5000)).toBe(true);
  });

  it('measures from the last acted-on click, not the last ignored one', () => {
    expect(acceptedClicks([T, T + 300, T + 600, T + 900, T + 1100])).toEqual([T, T + 600, T + 1100]);
  });

  it('a double click sends once', () => {
    expect(acceptedClicks([T, T + 120])).toEqual([T]);
  });
});
