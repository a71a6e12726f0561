import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';

/** What an answer must have been made for: the challenge the session was given, the app's origin and its RP ID. */
export interface Expected {
  readonly challenge: string;
  readonly origin: string;
  readonly rpId: string;
}

/** A credential as the sandbox keeps it: ids and the COSE public key base64url, the signature counter. */
export interface PasskeyCredential {
  readonly id: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
}

/**
 * WebAuthn ceremonies checked with @simplewebauthn/server (attestation 'none' accepted; the
 * challenge, origin, RP ID, user presence and the signature over the authenticator data and client
 * data are verified). These read no sandbox state: a handler runs them in its prepare step and
 * then claims the challenge (and moves the counter) in its transaction. Any failure, a library
 * error included, is undefined.
 */
export async function verifyRegistration(response: RegistrationResponseJSON, expected: Expected): Promise<PasskeyCredential | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: expected.challenge,
      expectedOrigin: expected.origin,
      expectedRPID: expected.rpId,
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return undefined;
  }
}

/** The new signature counter of a verified assertion by `credential`, or undefined. */
export async function verifyAssertion(response: AuthenticationResponseJSON, credential: PasskeyCredential, expected: Expected): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: expected.challenge,
      expectedOrigin: expected.origin,
      expectedRPID: expected.rpId,
      credential: {
        id: credential.id,
        publicKey: isoBase64URL.toBuffer(credential.publicKey),
        counter: credential.counter,
        transports: [...credential.transports] as never,
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A signature counter that did not move forward (a cloned authenticator or a replayed answer) is
 * refused; authenticators that keep no counter report 0 every time, which is allowed (WebAuthn §6.1.1).
 */
export const counterAdvances = (stored: number, next: number): boolean => (stored === 0 && next === 0) || next > stored;
