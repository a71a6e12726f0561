import { expect } from 'vitest';
import type { HttpSessionAdapter } from '../../adapters/http/session-http-adapter';
import { SIGNUP_ACCOUNTS } from '../../adapters/sandbox/exchange/onboarding/signup-accounts';
import { DEMO_OTP, DEMO_PASSCODE, personaByKey } from '../../adapters/sandbox/exchange/personas';
import type { SandboxAccount, SandboxExchange } from '../../adapters/sandbox/exchange/sandbox-exchange';
import { expectOk } from './api-result';
import type { SandboxHarness } from './sandbox-harness';

/** Signs the harness's client in over HTTP as a sandbox persona (by key: alex, zoe, harriet...). */
export async function signInAs(h: SandboxHarness, personaKey: string): Promise<SandboxAccount> {
  const persona = personaByKey(personaKey);
  if (persona === undefined) throw new Error(`no persona ${personaKey}`);
  const { signIn } = h.services;
  await signIn.submitPhone(persona.phone);
  await signIn.submitOtp(DEMO_OTP);
  await signIn.submitPasscode(DEMO_PASSCODE);
  expect(signIn.state.getSnapshot().step).toBe('signed_in');
  const account = h.exchange.accountByPhone(persona.phone);
  if (account === undefined) throw new Error(`no account for ${personaKey}`);
  return account;
}

/** Signs a persona in on the exchange directly (no HTTP); returns the session id and the account. */
export function signInDirect(exchange: SandboxExchange, personaKey: string, deviceKey?: string): { sessionId: string; account: SandboxAccount } {
  const persona = personaByKey(personaKey);
  if (persona === undefined) throw new Error(`no persona ${personaKey}`);
  const session = exchange.sessions.startSession(persona.phone);
  if (!session.ok) throw new Error('no session');
  const verified = exchange.sessions.verifyOtp(session.value.id, DEMO_OTP);
  if (!verified.ok) throw new Error('the demo code was refused');
  const signedIn = exchange.sessions.verifyPasscode(verified.value.id, DEMO_PASSCODE, deviceKey);
  if (!signedIn.ok) throw new Error(`${personaKey} cannot sign in: ${signedIn.error.code}`);
  return { sessionId: signedIn.value.id, account: signedIn.value.account };
}

/** The phone number of a sandbox persona or sign-up demo account, by key. */
export const phoneOf = (key: string): string => personaByKey(key)?.phone ?? SIGNUP_ACCOUNTS.find((a) => a.key === key)?.phone ?? '';

/** Phone, one-time code and passcode through the session adapter: the passcode answer. */
export async function loginWith(session: HttpSessionAdapter, key: string, passcode = DEMO_PASSCODE) {
  expectOk(await session.startPhoneLogin(phoneOf(key)));
  expectOk(await session.verifyOtp(DEMO_OTP));
  return session.verifyPasscode(passcode);
}
