import type { PasskeyOptions } from '../../application/ports/session-port';
import type { PasskeyCreationOptions, PasskeyCredential, WebAuthnPort, WebAuthnRefusal, WebAuthnResult } from '../../application/ports/webauthn-port';

/**
 * WebAuthnPort for tests: an authenticator holding the passkeys it created (by id), answering
 * with the first; `refuseNext(reason)` makes the next ceremony fail so. Unsupported when built so.
 */
export class FakeWebAuthnAdapter implements WebAuthnPort {
  readonly created: PasskeyCreationOptions[] = [];
  readonly asked: PasskeyOptions[] = [];
  private readonly held: string[] = [];
  private refusal: WebAuthnRefusal | undefined;

  constructor(private readonly available = true) {}

  supported(): boolean {
    return this.available;
  }

  refuseNext(reason: WebAuthnRefusal): void {
    this.refusal = reason;
  }

  create(options: PasskeyCreationOptions): Promise<WebAuthnResult> {
    this.created.push(options);
    return Promise.resolve(
      this.answer(() => {
        const id = `pk-${String(this.held.length + 1)}`;
        this.held.push(id);
        return this.credential(id);
      }),
    );
  }

  get(options: PasskeyOptions): Promise<WebAuthnResult> {
    this.asked.push(options);
    const id = this.held[0];
    return Promise.resolve(this.answer(() => (id === undefined ? undefined : this.credential(id))));
  }

  private answer(make: () => PasskeyCredential | undefined): WebAuthnResult {
    const refusal = this.available ? this.refusal : 'unsupported';
    this.refusal = undefined;
    if (refusal !== undefined) return { ok: false, reason: refusal };
    const credential = make();
    return credential === undefined ? { ok: false, reason: 'cancelled' } : { ok: true, value: credential };
  }

  private credential(id: string): PasskeyCredential {
    return { id, rawId: id, type: 'public-key', response: { clientDataJSON: 'e30' }, clientExtensionResults: {} };
  }
}
