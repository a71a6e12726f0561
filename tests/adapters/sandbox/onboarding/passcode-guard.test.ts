import { describe, expect, it } from 'vitest';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../../../../adapters/crypto/passcode-encryption';
import { PasscodeGuard, readEncryptedPasscode } from '../../../../adapters/sandbox/exchange/onboarding/passcode-guard';
import { DEMO_PASSCODE, PASSCODE_ATTEMPTS, PASSCODE_LOCK_MINUTES } from '../../../../adapters/sandbox/exchange/personas';
import { SandboxExchange } from '../../../../adapters/sandbox/exchange/sandbox-exchange';
import { signInDirect } from '../../../support/sign-in';

const START = Date.UTC(2026, 10, 22, 12);

function sandbox() {
  let now = START;
  const exchange = new SandboxExchange({ clock: () => now, seed: 5 });
  const { account } = signInDirect(exchange, 'alex');
  return { guard: exchange.sessions.passcodes, account, exchange, advance: (ms: number) => (now += ms) };
}

describe('the sandbox passcode guard (spec 001 §4, §8)', () => {
  it('accepts the current passcode and resets the count of wrong ones', () => {
    const { guard, account } = sandbox();
    expect(guard.check(account, '000000')).toMatchObject({ ok: false, error: { code: 'invalid_passcode', meta: { remaining_number_of_attempts: 4 } } });
    expect(guard.check(account, DEMO_PASSCODE)).toEqual({ ok: true, value: undefined });
    expect(guard.check(account, '000000')).toMatchObject({ error: { meta: { remaining_number_of_attempts: 4 } } });
  });

  it('locks for 30 minutes at the last allowed wrong passcode, refusing even the right one until then', () => {
    const { guard, account, advance } = sandbox();
    for (let i = 1; i < PASSCODE_ATTEMPTS; i++) guard.check(account, '000000');
    const locked = guard.check(account, '000000');
    expect(locked).toEqual({
      ok: false,
      error: {
        code: 'account_locked',
        meta: {
          remaining_number_of_attempts: 0,
          lock_duration_in_minutes: 30,
          app_lock_expires_at: new Date(START + PASSCODE_LOCK_MINUTES * 60_000).toISOString(),
        },
      },
    });
    advance(PASSCODE_LOCK_MINUTES * 60_000 - 1);
    expect(guard.check(account, DEMO_PASSCODE)).toMatchObject({ ok: false, error: { code: 'account_locked' } });
    advance(1);
    expect(guard.check(account, DEMO_PASSCODE).ok).toBe(true);
  });

  it("a lock at any passcode check (a deposit's, not only sign-in's) ends every signed-in session of the customer", () => {
    const exchange = new SandboxExchange({ clock: () => START, seed: 5 });
    const first = signInDirect(exchange, 'alex');
    const second = signInDirect(exchange, 'alex');
    const other = signInDirect(exchange, 'zoe');
    // A guard of its own, as the deposit, payment and rewards areas have.
    const guard = new PasscodeGuard(exchange.context);
    for (let i = 1; i < PASSCODE_ATTEMPTS; i++) guard.check(first.account, '000000');
    expect(exchange.accountFor(first.sessionId)?.persona.key).toBe('alex');
    expect(guard.check(first.account, '000000')).toMatchObject({ ok: false, error: { code: 'account_locked' } });
    expect(exchange.accountFor(first.sessionId)).toBeUndefined();
    expect(exchange.accountFor(second.sessionId)).toBeUndefined();
    expect(exchange.accountFor(other.sessionId)?.persona.key).toBe('zoe');
  });

  it('counts a missing passcode as a wrong one', () => {
    const { guard, account } = sandbox();
    expect(guard.check(account, undefined)).toMatchObject({ error: { code: 'invalid_passcode' } });
  });

  it('opens only well-formed envelopes of a 6-digit passcode', async () => {
    const encryptor = new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET });
    expect(await readEncryptedPasscode(await encryptor.encrypt('147258'))).toBe('147258');
    expect(await readEncryptedPasscode(await encryptor.encrypt('1234'))).toBeUndefined();
    expect(await readEncryptedPasscode('147258')).toBeUndefined();
    expect(await readEncryptedPasscode(147258)).toBeUndefined();
    const { guard, account } = sandbox();
    expect(guard.check(account, await readEncryptedPasscode(await encryptor.encrypt(DEMO_PASSCODE))).ok).toBe(true);
    expect(guard.check(account, await readEncryptedPasscode(DEMO_PASSCODE))).toMatchObject({ error: { code: 'invalid_passcode' } });
  });
});
