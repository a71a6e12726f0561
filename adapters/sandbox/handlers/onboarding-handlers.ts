import { ErrorCode } from '../../../domain/errors/error-codes';
import { fromBase64 } from '../../crypto/request-signature';
import { routes } from '../../http/routes';
import { readEncryptedPasscode } from '../exchange/onboarding/passcode-guard';
import { termsFor } from '../exchange/onboarding/terms';
import type { ReferralCode } from '../exchange/onboarding/referrals';
import { PRIVACY_NOTICE } from '../exchange/sandbox-onboarding';
import type { SandboxExchange } from '../exchange/sandbox-exchange';
import { failure, handle, handleSignedIn } from './respond';
import { userWire } from './session-handlers';

/** Choice: where a signed-out visitor is taken to be (the spec detects it by a country lookup the sandbox does not have). */
const DEFAULT_COUNTRY = 'US';

const referralWire = (code: ReferralCode) => ({ code: code.code, reward: { amount: code.rewardAmount, currency: code.rewardCurrency } });

/** A raw uncompressed P-256 point: 65 bytes starting with 4. */
function isP256PublicKey(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return false;
  try {
    const bytes = fromBase64(value);
    return bytes.length === 65 && bytes[0] === 4;
  } catch {
    return false;
  }
}

/** Terms, pre-auth config, referrals, devices and external-service helpers (spec 001 §7 "Session and onboarding"). */
export const onboardingHandlers = (exchange: SandboxExchange) => {
  const countryOf = (sessionId: string | undefined): string => exchange.accountFor(sessionId)?.persona.countryCode ?? DEFAULT_COUNTRY;
  return [
    handle(exchange, routes.termsByCountry, ({ query }) => {
      const terms = termsFor(query.get('country_code'));
      return { ok: true, terms: { id: terms.id, country_code: terms.countryCode, documents: terms.documents.map((d) => ({ ...d })) } };
    }),
    handle(exchange, routes.preAuthConfig, ({ query }) => {
      const fields = (query.get('fields') ?? '').split(',').filter((f) => f !== '');
      if (fields.some((f) => f !== 'privacy_notice')) return failure({ code: ErrorCode.invalidParameter, message: 'fields may only name privacy_notice' });
      return { ok: true, config: fields.includes('privacy_notice') ? { privacy_notice: { ...PRIVACY_NOTICE } } : {} };
    }),
    handle(exchange, routes.verifyReferral, ({ body, sessionId }) => {
      const result = exchange.onboarding.verifyReferral(typeof body.code === 'string' ? body.code : '', countryOf(sessionId));
      return result.ok ? { ok: true, referral: referralWire(result.value) } : failure(result.error);
    }),
    handle(exchange, routes.referralRestriction, ({ sessionId }) => {
      const restriction = exchange.onboarding.referralRestriction(countryOf(sessionId));
      return { ok: true, referral_restriction: { is_restricted: restriction.restricted, restricted_countries: [...restriction.restrictedCountries] } };
    }),
    handleSignedIn(exchange, routes.claimReferral, ({ body }, account) => {
      const result = exchange.onboarding.claimReferral(account, typeof body.code === 'string' ? body.code : '');
      return result.ok ? { ok: true, referral: { ...referralWire(result.value), status: 'pending_first_trade' as const } } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.intercomUserHash, {
      prepare: (_context, account) => exchange.onboarding.userHash(account),
      run: ({ query }, _account, hash) => {
        if (query.get('platform') !== 'cdc_web') return failure({ code: ErrorCode.invalidParameter, message: 'platform must be cdc_web' });
        return { ok: true, user_hash_info: { hash } };
      },
    }),
    handleSignedIn(exchange, routes.alfredInfo, () => {
      const info = exchange.onboarding.alfredInfo();
      return { ok: true, base_url: info.baseUrl, token: info.token };
    }),
    handleSignedIn(exchange, routes.checkTrustedDevice, ({ body, sessionId }) => {
      const registered = exchange.sessions.deviceKeyFor(sessionId);
      return { ok: true, trusted_device: { trusted: registered !== undefined && registered === body.pubkey } };
    }),
    handleSignedIn(exchange, routes.createDevice, {
      prepare: ({ body }) => (body.passcode === undefined ? Promise.resolve(undefined) : readEncryptedPasscode(body.passcode)),
      run: ({ body, sessionId }, _account, passcode) => {
        if (!isP256PublicKey(body.pubkey)) return failure({ code: ErrorCode.invalidParameter, message: 'pubkey must be a raw P-256 public key, base64' });
        const registered = exchange.sessions.registerDeviceKey(sessionId, body.pubkey, { given: body.passcode !== undefined, value: passcode });
        return registered.ok ? { ok: true, device: { registered_at: new Date(exchange.now()).toISOString() } } : failure(registered.error);
      },
    }),
    handleSignedIn(exchange, routes.sendEmailCode, ({ body }, account) => {
      const result = exchange.onboarding.signup.sendEmailCode(account, body.email);
      return result.ok ? { ok: true, email: result.value.email } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.verifyEmailCode, ({ body }, account) => {
      const result = exchange.onboarding.signup.verifyEmailCode(account, body.code);
      return result.ok ? { ok: true, user: userWire(account, exchange.onboarding.user(account)) } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.startIdentity, (_context, account) => {
      const result = exchange.onboarding.signup.startIdentity(account);
      return result.ok ? { ok: true, identity: { url: result.value.url } } : failure(result.error);
    }),
    handle(exchange, routes.loginQr, () => {
      const qr = exchange.onboarding.loginQr();
      return { ok: true, qr: { token: qr.token, url: qr.url, expires_at: new Date(qr.expiresAt).toISOString() } };
    }),
    handleSignedIn(exchange, routes.appUserAuth, () => {
      const auth = exchange.onboarding.appUserAuth();
      return { ok: true, auth: { token: auth.token, expires_at: new Date(auth.expiresAt).toISOString() } };
    }),
  ];
};
