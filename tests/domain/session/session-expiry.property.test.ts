import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppLocation, isHubPath, pathAndQuery } from '../../../domain/session/return-to';
import {
  SESSION_ACTIVE,
  type SessionExpiryEffect,
  type SessionExpiryEvent,
  type SessionExpiryState,
  stepSessionExpiry,
} from '../../../domain/session/session-expiry';
import { RUNS } from '../../arbitraries/runs';
import { appLocation } from '../../arbitraries/session';

/**
 * Model-based test of the session-expired flow: a simple model (is a notice pending, when, from
 * where; has the redirect happened since the last sign-in) against stepSessionExpiry.
 */
interface Model {
  now: number;
  pending: { at: number; from: AppLocation } | null;
  redirected: boolean;
}

interface Real {
  state: SessionExpiryState;
  redirectsSinceSignIn: number;
}

const seen = { redirects: 0, ignoredRepeats: 0 };

/** What the redirect must be, checked by parsing rather than by rebuilding the string. */
function checkTarget(to: string, from: AppLocation): void {
  const url = new URL(to, 'https://app.example');
  expect(url.origin).toBe('https://app.example');
  if (from.pathname === '/signup' || from.pathname.startsWith('/signup/')) {
    expect(to).toBe('/signup');
  } else if (from.pathname === '/hub/predict' || from.pathname.startsWith('/hub/predict/')) {
    expect(url.pathname).toBe(from.pathname.replace(/^\/hub/, '/explore'));
  } else {
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe(isHubPath(from.pathname) ? pathAndQuery(from) : null);
  }
}

function run(real: Real, event: SessionExpiryEvent): readonly SessionExpiryEffect[] {
  const { state, effects } = stepSessionExpiry(real.state, event);
  real.state = state;
  real.redirectsSinceSignIn += effects.filter((e) => e.type === 'redirect').length;
  expect(real.redirectsSinceSignIn).toBeLessThanOrEqual(1);
  return effects;
}

class UnauthorizedCommand implements fc.Command<Model, Real> {
  constructor(
    readonly after: number,
    readonly from: AppLocation,
  ) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    m.now += this.after;
    const effects = run(r, { type: 'unauthorized', at: m.now, location: this.from });
    if (m.pending === null && !m.redirected) {
      m.pending = { at: m.now + 1_000, from: this.from };
      expect(effects).toEqual([{ type: 'wake_at', at: m.now + 1_000 }]);
    } else {
      seen.ignoredRepeats += 1;
      expect(effects).toEqual([]);
    }
  }
  toString = (): string => `unauthorized(+${this.after}, ${this.from.pathname}${this.from.search})`;
}

class TickCommand implements fc.Command<Model, Real> {
  constructor(readonly after: number) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    m.now += this.after;
    const effects = run(r, { type: 'tick', at: m.now });
    if (m.pending !== null && m.now >= m.pending.at) {
      const from = m.pending.from;
      const onSignup = from.pathname === '/signup' || from.pathname.startsWith('/signup/');
      expect(effects).toHaveLength(2);
      expect(effects[0]).toEqual({ type: 'show_session_expired', logInToContinue: !onSignup });
      const redirect = effects[1];
      expect(redirect?.type).toBe('redirect');
      if (redirect?.type === 'redirect') checkTarget(redirect.to, from);
      m.pending = null;
      m.redirected = true;
      seen.redirects += 1;
    } else {
      expect(effects).toEqual([]);
    }
  }
  toString = (): string => `tick(+${this.after})`;
}

class SignInCommand implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    expect(run(r, { type: 'signed_in' })).toEqual([]);
    m.pending = null;
    m.redirected = false;
    r.redirectsSinceSignIn = 0;
  }
  toString = (): string => 'signIn';
}

const commands = [
  fc.tuple(fc.integer({ min: 0, max: 1_500 }), appLocation).map(([after, from]) => new UnauthorizedCommand(after, from)),
  fc.integer({ min: 0, max: 1_500 }).map((after) => new TickCommand(after)),
  fc.integer({ min: 0, max: 1_500 }).map((after) => new TickCommand(after)),
  fc.constant(new SignInCommand()),
];

describe('session expired, model-based', () => {
  afterAll(() => {
    expect(seen.redirects).toBeGreaterThan(0);
    expect(seen.ignoredRepeats).toBeGreaterThan(0);
  });

  it('any sequence of unauthorized responses, ticks and sign-ins redirects at most once per session, 1 s after the first', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        fc.modelRun(() => ({ model: { now: 0, pending: null, redirected: false }, real: { state: SESSION_ACTIVE, redirectsSinceSignIn: 0 } }), cmds);
      }),
      RUNS,
    );
  });
});
