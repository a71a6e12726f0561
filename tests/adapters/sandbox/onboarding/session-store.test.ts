import { describe, expect, it } from 'vitest';
import { DEMO_OTP, DEMO_PASSCODE, personaByKey } from '../../../../adapters/sandbox/exchange/personas';
import { SandboxExchange } from '../../../../adapters/sandbox/exchange/sandbox-exchange';
import {
  PENDING_SESSION_IDLE_MS,
  PENDING_SESSIONS_IN_ALL,
  PENDING_SESSIONS_PER_CLIENT,
  SESSIONS_PER_ACCOUNT,
  SIGNED_IN_SESSION_IDLE_MS,
} from '../../../../adapters/sandbox/exchange/session-store';

const ALEX = personaByKey('alex')?.phone ?? '';

function sandbox() {
  let now = Date.UTC(2026, 10, 22, 12);
  const exchange = new SandboxExchange({ clock: () => now, seed: 1 });
  const start = (client = 'c1'): string => {
    const started = exchange.sessions.startSession(ALEX, client);
    if (!started.ok) throw new Error('no session');
    return started.value.id;
  };
  const signIn = (client = 'c1'): string => {
    const verified = exchange.sessions.verifyOtp(start(client), DEMO_OTP);
    const signedIn = verified.ok ? exchange.sessions.verifyPasscode(verified.value.id, DEMO_PASSCODE) : verified;
    if (!signedIn.ok) throw new Error('not signed in');
    return signedIn.value.id;
  };
  return { exchange, start, signIn, advance: (ms: number) => (now += ms), count: () => Object.keys(exchange.context.state.sessions).length };
}

describe('sandbox sessions are bounded', () => {
  it('a session not signed in stops counting after 15 idle minutes; a signed-in one after 30 idle days; using one keeps it alive', () => {
    const s = sandbox();
    const pending = s.start();
    const signedIn = s.signIn();
    s.advance(PENDING_SESSION_IDLE_MS - 1);
    expect(s.exchange.sessions.isVerified(pending)).toBe(false);
    expect(s.exchange.sessions.sendOtp(pending).ok).toBe(true);
    s.advance(PENDING_SESSION_IDLE_MS - 1);
    expect(s.exchange.sessions.sendOtp(pending).ok, 'used within 15 minutes: still there').toBe(true);
    s.advance(PENDING_SESSION_IDLE_MS + 1);
    expect(s.exchange.sessions.sendOtp(pending)).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(s.exchange.accountFor(signedIn)).toBeDefined();
    s.advance(SIGNED_IN_SESSION_IDLE_MS + 1);
    expect(s.exchange.accountFor(signedIn)).toBeUndefined();
    s.start();
    expect(s.count(), 'the next session started sweeps the idle ones away').toBe(1);
  });

  it('keeps at most 20 sessions not signed in per client: the oldest make way, other clients keep theirs', () => {
    const s = sandbox();
    const other = s.start('c2');
    const ids = Array.from({ length: 200 }, () => s.start('c1'));
    expect(s.count()).toBe(PENDING_SESSIONS_PER_CLIENT + 1);
    expect(s.exchange.sessions.sendOtp(ids[ids.length - 1]).ok).toBe(true);
    expect(s.exchange.sessions.sendOtp(ids[0]).ok).toBe(false);
    expect(s.exchange.sessions.sendOtp(other).ok).toBe(true);
  });

  it(`keeps at most ${String(PENDING_SESSIONS_IN_ALL)} sessions not signed in from all clients, and ${String(SESSIONS_PER_ACCOUNT)} signed in per customer`, () => {
    const s = sandbox();
    for (let i = 0; i < PENDING_SESSIONS_IN_ALL + 50; i += 1) s.start(`client-${String(i)}`);
    expect(s.count()).toBe(PENDING_SESSIONS_IN_ALL);
    const t = sandbox();
    const first = t.signIn();
    for (let i = 0; i < SESSIONS_PER_ACCOUNT + 5; i += 1) t.signIn(`device-${String(i)}`);
    expect(t.count()).toBe(SESSIONS_PER_ACCOUNT);
    expect(t.exchange.accountFor(first), 'the least recently used made way').toBeUndefined();
  });

  it('stays small however many sessions one client starts (it grew by 140 bytes each, to 7 MB for 50,000)', () => {
    const s = sandbox();
    const before = JSON.stringify(s.exchange.snapshot()).length;
    for (let i = 0; i < 5_000; i += 1) s.start('attacker');
    expect(JSON.stringify(s.exchange.snapshot()).length - before).toBeLessThan(PENDING_SESSIONS_PER_CLIENT * 200);
  });
});
