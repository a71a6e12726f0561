import type { PasskeyOptions } from './session-port';

/** A passkey's registration options (WebAuthn PublicKeyCredentialCreationOptions; ids and the challenge base64url). */
export interface PasskeyCreationOptions {
  readonly challenge: string;
  readonly timeoutMs: number;
  readonly rp: { readonly id: string; readonly name: string };
  readonly user: { readonly id: string; readonly name: string; readonly displayName: string };
  readonly algorithms: readonly number[];
  readonly excludeCredentialIds: readonly string[];
  readonly residentKey: 'required' | 'preferred' | 'discouraged';
  readonly userVerification: 'required' | 'preferred' | 'discouraged';
}

/** A WebAuthn answer as the browser serialises it (PublicKeyCredential.toJSON): base64url throughout. */
export interface PasskeyCredential {
  readonly id: string;
  readonly rawId: string;
  readonly type: 'public-key';
  readonly response: Readonly<Record<string, unknown>>;
  readonly clientExtensionResults: Readonly<Record<string, unknown>>;
  readonly authenticatorAttachment?: string;
}

/** Why the authenticator gave nothing: the customer cancelled (or timed out), no WebAuthn here, or it failed. */
export type WebAuthnRefusal = 'cancelled' | 'unsupported' | 'failed';

export type WebAuthnResult = { readonly ok: true; readonly value: PasskeyCredential } | { readonly ok: false; readonly reason: WebAuthnRefusal };

/** The device's authenticator (WebAuthn): makes a passkey, signs a challenge with one. */
export interface WebAuthnPort {
  /** Whether this environment offers passkeys at all. */
  supported(): boolean;
  create(options: PasskeyCreationOptions): Promise<WebAuthnResult>;
  get(options: PasskeyOptions): Promise<WebAuthnResult>;
}
