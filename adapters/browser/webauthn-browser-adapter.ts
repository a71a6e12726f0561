import type { PasskeyOptions } from '../../application/ports/session-port';
import type { PasskeyCreationOptions, PasskeyCredential, WebAuthnPort, WebAuthnResult } from '../../application/ports/webauthn-port';

/** The library loads on the first ceremony: the sign-in screen does not download it. */
const library = () => import('@simplewebauthn/browser');

/** The customer cancelled or let it time out (WebAuthn's NotAllowedError), or another failure. */
const refusalOf = (error: unknown): WebAuthnResult => {
  const name = error instanceof Error ? ((error as { cause?: unknown }).cause instanceof Error ? (error.cause as Error).name : error.name) : '';
  return { ok: false, reason: name === 'NotAllowedError' || name === 'AbortError' ? 'cancelled' : 'failed' };
};

/** WebAuthnPort on the browser's navigator.credentials, through @simplewebauthn/browser (base64url JSON in and out). */
export class BrowserWebAuthnAdapter implements WebAuthnPort {
  supported(): boolean {
    return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && window.isSecureContext;
  }

  async create(o: PasskeyCreationOptions): Promise<WebAuthnResult> {
    if (!this.supported()) return { ok: false, reason: 'unsupported' };
    try {
      const { startRegistration } = await library();
      const answer = await startRegistration({
        optionsJSON: {
          challenge: o.challenge,
          timeout: o.timeoutMs,
          rp: o.rp,
          user: o.user,
          pubKeyCredParams: o.algorithms.map((alg) => ({ alg, type: 'public-key' as const })),
          excludeCredentials: o.excludeCredentialIds.map((id) => ({ id, type: 'public-key' as const })),
          authenticatorSelection: { residentKey: o.residentKey, userVerification: o.userVerification },
          attestation: 'none',
        },
      });
      return { ok: true, value: answer as unknown as PasskeyCredential };
    } catch (error) {
      return refusalOf(error);
    }
  }

  async get(o: PasskeyOptions): Promise<WebAuthnResult> {
    if (!this.supported()) return { ok: false, reason: 'unsupported' };
    try {
      const { startAuthentication } = await library();
      const answer = await startAuthentication({
        optionsJSON: {
          challenge: o.challenge,
          timeout: o.timeoutMs,
          rpId: o.rpId,
          userVerification: o.userVerification,
          allowCredentials: o.allowCredentialIds.map((id) => ({ id, type: 'public-key' as const })),
        },
      });
      return { ok: true, value: answer as unknown as PasskeyCredential };
    } catch (error) {
      return refusalOf(error);
    }
  }
}
