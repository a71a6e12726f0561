import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  COUNTDOWN_CLOSED,
  type CountdownEffect,
  type CountdownEvent,
  type CountdownState,
  QUOTE_COUNTDOWN_SECONDS,
  type RefreshReason,
  stepCountdown,
} from '../../../domain/trade/quote-confirmation';
import { RUNS } from '../../arbitraries/runs';

/**
 * Model-based test of the confirm-modal countdown (spec 000 §4 "Confirm modal"): random command
 * sequences are run against stepCountdown and against a deliberately simple model of the modal.
 */

/** The model: is the modal open, is a refresh in flight and why, and how many seconds remain. */
interface Model {
  open: boolean;
  failed: boolean;
  refreshing: RefreshReason | null;
  secondsLeft: number;
}

/** The system under test: the state stepCountdown returned last, and every effect it asked for. */
interface Real {
  state: CountdownState;
  effects: CountdownEffect[];
}

const initialModel = (): Model => ({ open: false, failed: false, refreshing: null, secondsLeft: 0 });

/** What the model says the real state must be. */
function expectedState(model: Model): CountdownState {
  if (!model.open) return COUNTDOWN_CLOSED;
  if (model.failed) return { status: 'failed' };
  if (model.refreshing !== null) return { status: 'refreshing', reason: model.refreshing };
  return { status: 'running', secondsLeft: model.secondsLeft };
}

/** Counts, across the whole run, used to check that the generated sequences reach every path. */
const seen = { expiryRefreshes: 0, priceNotices: 0, failures: 0, visibleRefreshes: 0 };

/**
 * Applies one event to the real state, advances the model by `expect`ed effects, and checks the
 * invariants that hold after every step.
 */
function step(model: Model, real: Real, event: CountdownEvent, modelEffects: CountdownEffect[]): void {
  const before = real.state;
  const { state, effects } = stepCountdown(before, event);
  real.state = state;
  real.effects.push(...effects);

  // The real machine agrees with the model, state and effects.
  expect(state).toEqual(expectedState(model));
  expect(effects).toEqual(modelEffects);

  // secondsLeft is always within 1..15 while running.
  if (state.status === 'running') {
    expect(Number.isInteger(state.secondsLeft)).toBe(true);
    expect(state.secondsLeft).toBeGreaterThanOrEqual(1);
    expect(state.secondsLeft).toBeLessThanOrEqual(QUOTE_COUNTDOWN_SECONDS);
  }

  // A refresh_quote effect is emitted exactly when entering 'refreshing'.
  const entersRefreshing = state.status === 'refreshing' && before.status !== 'refreshing';
  expect(effects.includes('refresh_quote')).toBe(entersRefreshing);

  // notify_price_refreshed only when the quote of an expiry refresh arrives.
  if (effects.includes('notify_price_refreshed')) {
    expect(before).toEqual({ status: 'refreshing', reason: 'expiry' });
    expect(event.type).toBe('quote_received');
    expect(state).toEqual({ status: 'running', secondsLeft: QUOTE_COUNTDOWN_SECONDS });
    seen.priceNotices += 1;
  }

  // report_failure only when a refresh in flight fails, and it leaves the modal failed.
  if (effects.includes('report_failure')) {
    expect(before.status).toBe('refreshing');
    expect(state.status).toBe('failed');
    seen.failures += 1;
  }

  // close always leads to closed with no effects.
  if (event.type === 'close') expect({ state, effects }).toEqual({ state: COUNTDOWN_CLOSED, effects: [] });

  // No effect is ever emitted twice in one step, and a closed modal emits nothing.
  expect(new Set(effects).size).toBe(effects.length);
  if (state.status === 'closed') expect(effects).toEqual([]);

  if (state.status === 'refreshing' && entersRefreshing && state.reason === 'expiry') seen.expiryRefreshes += 1;
  if (state.status === 'refreshing' && entersRefreshing && state.reason === 'visible') seen.visibleRefreshes += 1;
}

const isRunning = (m: Model): boolean => m.open && !m.failed && m.refreshing === null;
const startRefresh = (m: Model, reason: RefreshReason): CountdownEffect[] => {
  m.refreshing = reason;
  return ['refresh_quote'];
};

class OpenCommand implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    let effects: CountdownEffect[] = [];
    if (!m.open || m.failed) {
      m.open = true;
      m.failed = false;
      effects = startRefresh(m, 'open');
    }
    step(m, r, { type: 'open' }, effects);
  }
  toString = (): string => 'open';
}

class TickCommand implements fc.Command<Model, Real> {
  constructor(readonly times: number) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    for (let i = 0; i < this.times; i++) {
      let effects: CountdownEffect[] = [];
      if (isRunning(m)) {
        if (m.secondsLeft === 1) effects = startRefresh(m, 'expiry');
        else m.secondsLeft -= 1;
      }
      step(m, r, { type: 'tick' }, effects);
    }
  }
  toString = (): string => `tick×${this.times}`;
}

class QuoteReceivedCommand implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    let effects: CountdownEffect[] = [];
    if (m.open && !m.failed) {
      if (m.refreshing === 'expiry') effects = ['notify_price_refreshed'];
      m.refreshing = null;
      m.secondsLeft = QUOTE_COUNTDOWN_SECONDS;
    }
    step(m, r, { type: 'quote_received' }, effects);
  }
  toString = (): string => 'quoteReceived';
}

class RefreshFailedCommand implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    let effects: CountdownEffect[] = [];
    if (m.open && !m.failed && m.refreshing !== null) {
      m.failed = true;
      m.refreshing = null;
      effects = ['report_failure'];
    }
    step(m, r, { type: 'refresh_failed' }, effects);
  }
  toString = (): string => 'refreshFailed';
}

class BecameVisibleCommand implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const effects = isRunning(m) ? startRefresh(m, 'visible') : [];
    step(m, r, { type: 'became_visible' }, effects);
  }
  toString = (): string => 'becameVisible';
}

class CloseCommand implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    Object.assign(m, initialModel());
    step(m, r, { type: 'close' }, []);
  }
  toString = (): string => 'close';
}

const commands = [
  fc.constant(new OpenCommand()),
  // Ticks come in bursts, up to a little over the 15 s countdown, so expiries actually happen.
  fc.integer({ min: 1, max: QUOTE_COUNTDOWN_SECONDS + 2 }).map((n) => new TickCommand(n)),
  fc.constant(new TickCommand(QUOTE_COUNTDOWN_SECONDS)),
  fc.constant(new QuoteReceivedCommand()),
  fc.constant(new QuoteReceivedCommand()),
  fc.constant(new RefreshFailedCommand()),
  fc.constant(new BecameVisibleCommand()),
  fc.constant(new CloseCommand()),
];

describe('quote countdown, model-based', () => {
  afterAll(() => {
    // The generated sequences must have exercised every interesting path at least once.
    expect(seen.expiryRefreshes).toBeGreaterThan(0);
    expect(seen.priceNotices).toBeGreaterThan(0);
    expect(seen.failures).toBeGreaterThan(0);
    expect(seen.visibleRefreshes).toBeGreaterThan(0);
  });

  it('any sequence of open, tick, quoteReceived, refreshFailed, becameVisible and close agrees with the model', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60, size: 'medium' }), (cmds) => {
        fc.modelRun(() => ({ model: initialModel(), real: { state: COUNTDOWN_CLOSED, effects: [] } }), cmds);
      }),
      RUNS,
    );
  });

  it('over a whole session, refresh_quote effects equal the number of times refreshing was entered', () => {
    const event = fc.constantFrom<CountdownEvent>(
      { type: 'open' },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'quote_received' },
      { type: 'refresh_failed' },
      { type: 'became_visible' },
      { type: 'close' },
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 200 }), (events) => {
        let state: CountdownState = COUNTDOWN_CLOSED;
        let entries = 0;
        let refreshes = 0;
        let expiryEntries = 0;
        let notices = 0;
        for (const e of events) {
          const next = stepCountdown(state, e);
          if (next.state.status === 'refreshing' && state.status !== 'refreshing') {
            entries += 1;
            if (next.state.reason === 'expiry') expiryEntries += 1;
          }
          refreshes += next.effects.filter((x) => x === 'refresh_quote').length;
          notices += next.effects.filter((x) => x === 'notify_price_refreshed').length;
          state = next.state;
        }
        expect(refreshes).toBe(entries);
        expect(notices).toBeLessThanOrEqual(expiryEntries);
      }),
      RUNS,
    );
  });
});
