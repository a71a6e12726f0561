import { ErrorCode } from '../../../domain/errors/error-codes';
import { routes } from '../../http/routes';
import { readEncryptedPasscode } from '../exchange/onboarding/passcode-guard';
import { type Expected, verifyAssertion, verifyRegistration } from '../exchange/onboarding/passkey-verifier';
import { PASSKEY_TIMEOUT_MS, type StoredPasskey } from '../exchange/onboarding/passkeys';
import type { SandboxExchange } from '../exchange/sandbox-exchange';
import type { SessionChallenge } from '../exchange/sandbox-state';
import { failure, handle, handleSigned, handleSignedIn } from './respond';
import { userWire, withSession } from './session-handlers';
import type { SandboxRequest } from './sandbox-request';

/** Choice: the ES256 and RS256 algorithms (COSE -7, -257), which every platform authenticator offers. */
const ALGORITHMS = [-7, -257] as const;

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());
const passkeyWire = (p: StoredPasskey) => ({ id: p.id, created_at: new Date(p.createdAt).toISOString(), last_used_at: iso(p.lastUsedAt) });
const base64Url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

const hostnameOf = (value: string | null): string | undefined => {
  if (value === null || value === '') return undefined;
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
};

/**
 * The RP ID: the host name the page is on (WebAuthn binds a passkey to it), from the page's
 * Origin (the request guard has checked it is the app's), else the Host header, else the URL the
 * server was reached at (which names its listening address, not the page's).
 */
const rpIdOf = (request: SandboxRequest): string =>
  hostnameOf(request.headers.get('origin')) ?? hostnameOf(`http://${request.headers.get('host') ?? ''}`) ?? new URL(request.url).hostname;

/** The page's origin and RP ID. */
const expectedFor = (request: SandboxRequest, challenge: string): Expected => {
  const url = new URL(request.url);
  return { challenge, origin: request.headers.get('origin') ?? url.origin, rpId: rpIdOf(request) };
};

/**
 * Passkeys (design, beyond the spec's POST /passkeys/verify_option): registration with the
 * passcode and the device signature, sign-in by assertion. The WebAuthn checks (async) run in the
 * prepare step against the challenge the session holds; the transaction claims that challenge
 * once, so a replayed or raced answer is refused.
 */
export const passkeyHandlers = (exchange: SandboxExchange) => {
  const pending = (sessionId: string | undefined, purpose: SessionChallenge['purpose']): string | undefined =>
    exchange.passkeys.pendingChallenge(exchange.sessions.session(sessionId), purpose);
  return [
    handle(exchange, routes.passkeyOptions, ({ request, client }) => {
      const { session, challenge } = exchange.passkeys.startSignIn(client);
      const options = {
        challenge: challenge.value,
        timeout: PASSKEY_TIMEOUT_MS,
        rp_id: rpIdOf(request),
        user_verification: 'preferred' as const,
        // Choice: discoverable credentials: the authenticator offers the customer's passkeys itself.
        allow_credentials: [],
      };
      return withSession(session.id, { ok: true, options });
    }),
    handle(exchange, routes.passkeyVerify, {
      prepare: async ({ body, request, sessionId }) => {
        const challenge = pending(sessionId, 'passkey_sign_in');
        const stored = exchange.passkeys.find(body.credential.id);
        if (challenge === undefined || stored === undefined) return undefined;
        const counter = await verifyAssertion(body.credential as never, stored, expectedFor(request, challenge));
        return counter === undefined ? undefined : { challenge, counter };
      },
      run: ({ body, sessionId }, _none, verified) => {
        const session = exchange.sessions.session(sessionId);
        if (verified === undefined || session === undefined) return failure({ code: ErrorCode.passkeyNotRecognised });
        const signedIn = exchange.passkeys.signIn(session, verified.challenge, body.credential.id, verified.counter, body.pubkey);
        if (!signedIn.ok) return failure(signedIn.error);
        return withSession(signedIn.value.id, { ok: true, user: userWire(signedIn.value.account, exchange.onboarding.user(signedIn.value.account)) });
      },
    }),
    handleSigned(exchange, routes.passkeyRegisterOptions, {
      prepare: ({ body }) => readEncryptedPasscode(body.passcode),
      run: ({ request, sessionId }, account, passcode) => {
        const session = exchange.sessions.session(sessionId);
        if (session === undefined) return failure({ code: ErrorCode.unauthorized });
        const checked = exchange.sessions.passcodes.check(account, passcode);
        if (!checked.ok) {
          if (checked.error.code === ErrorCode.accountLocked) exchange.sessions.lockOut(account, session);
          return failure(checked.error);
        }
        const started = exchange.passkeys.startRegistration(session, account);
        if (!started.ok) return failure(started.error);
        const user = exchange.onboarding.user(account);
        return {
          ok: true,
          options: {
            challenge: started.value.challenge.value,
            timeout: PASSKEY_TIMEOUT_MS,
            rp: { id: rpIdOf(request), name: 'Crypto' },
            user: { id: base64Url(account.uuid), name: user.phone, display_name: user.name },
            pub_key_cred_params: ALGORITHMS.map((alg) => ({ alg, type: 'public-key' as const })),
            exclude_credentials: started.value.exclude.map((p) => ({ id: p.id, type: 'public-key' as const })),
            authenticator_selection: { resident_key: 'required' as const, user_verification: 'preferred' as const },
            attestation: 'none' as const,
          },
        };
      },
    }),
    handleSigned(exchange, routes.passkeyRegister, {
      prepare: async ({ body, request, sessionId }) => {
        const challenge = pending(sessionId, 'passkey_register');
        if (challenge === undefined) return undefined;
        const credential = await verifyRegistration(body.credential as never, expectedFor(request, challenge));
        return credential === undefined ? undefined : { challenge, credential };
      },
      run: ({ sessionId }, account, verified) => {
        const session = exchange.sessions.session(sessionId);
        if (verified === undefined || session === undefined) return failure({ code: ErrorCode.passkeyNotRecognised });
        const stored = exchange.passkeys.register(session, account, verified.challenge, verified.credential);
        return stored.ok ? { ok: true, passkey: passkeyWire(stored.value) } : failure(stored.error);
      },
    }),
    handleSignedIn(exchange, routes.passkeyList, (_context, account) => ({ ok: true, passkeys: exchange.passkeys.of(account).map(passkeyWire) })),
    handleSigned(exchange, routes.passkeyDelete, ({ body }, account) => {
      const removed = exchange.passkeys.remove(account, body.id);
      return removed.ok ? { ok: true } : failure(removed.error);
    }),
  ];
};
