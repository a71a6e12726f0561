import type * as z from 'zod/mini';
import { type ApiResult } from '../../application/ports/api-error';
import { type SessionPort, type SignedInUser } from '../../application/ports/session-port';
import { type RequestSigner } from '../crypto/request-signer';
import { type HttpClient } from './http-client';
import { mapResult } from './map-result';
import { type RequestIdentity } from './request-identity';
import { routes } from './routes';
import { type user } from './schemas/session';

const toUser = (wire: z.output<typeof user>): SignedInUser => ({
  uuid: wire.uuid,
  name: wire.name,
  phoneCountry: wire.phone_country,
  nativeCurrency: wire.native_currency,
  onboarding: {
    emailConfirmed: wire.email_confirmed_at !== null,
    phoneConfirmed: wire.phone_confirmed_at !== null,
    termsAccepted: wire.terms_of_service,
    mainAppWebEnabled: wire.main_app_web_enabled,
    hasPasscode: wire.with_passcode,
    identityApproved: wire.identity.verification === 'approved',
  },
});

/** Session calls over HTTP; registers the device's signing key with the passcode and remembers the user's uuid for the headers. */
export class HttpSessionAdapter implements SessionPort {
  constructor(
    private readonly http: HttpClient,
    private readonly identity: RequestIdentity,
    private readonly signer: RequestSigner,
  ) {}

  async startPhoneLogin(phone: string): Promise<ApiResult<void>> {
    return mapResult(await this.http.call(routes.startSession, { body: { phone } }), () => undefined);
  }

  async verifyOtp(code: string): Promise<ApiResult<void>> {
    return mapResult(await this.http.call(routes.verifyOtp, { body: { phone_otp: code } }), () => undefined);
  }

  async verifyPasscode(passcode: string): Promise<ApiResult<SignedInUser>> {
    const pubkey = await this.signer.publicKey();
    return this.remember(await this.http.call(routes.verifyPasscode, { body: { passcode, biometric: false, pubkey } }));
  }

  async currentUser(): Promise<ApiResult<SignedInUser>> {
    return this.remember(await this.http.call(routes.showUser));
  }

  async logout(): Promise<ApiResult<void>> {
    this.identity.userUuid = undefined;
    return mapResult(await this.http.call(routes.logout), () => undefined);
  }

  private remember(result: ApiResult<{ user: z.output<typeof user> }>): ApiResult<SignedInUser> {
    const mapped = mapResult(result, (body) => toUser(body.user));
    if (mapped.ok) this.identity.userUuid = mapped.value.uuid;
    return mapped;
  }
}
