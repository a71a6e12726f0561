import { isCompletePasscode } from '../../domain/session/passcode';
import type { PasskeyPort, PasskeyRecord } from '../ports/passkey-port';
import type { WebAuthnPort, WebAuthnRefusal } from '../ports/webauthn-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { type SignInError, toSignInError } from './sign-in-error';

/** Where adding a passkey stands: not asked, the passcode asked for, or the ceremony running. */
export type PasskeyAdding = 'idle' | 'passcode' | 'busy';

export interface PasskeySettingsState {
  readonly supported: boolean;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly passkeys: readonly PasskeyRecord[];
  readonly adding: PasskeyAdding;
  /** Why the last action did not go through: the server's refusal, or the authenticator's. */
  readonly error: SignInError | { readonly kind: 'authenticator'; readonly reason: WebAuthnRefusal } | undefined;
  /** The last change, for the screen's announcement. */
  readonly done: 'added' | 'removed' | undefined;
}

export interface PasskeySettingsDependencies {
  readonly passkeys: PasskeyPort;
  readonly webAuthn: WebAuthnPort;
}

/**
 * Settings' passkeys (design, beyond the spec, as Coinbase and Kraken offer them): the list;
 * adding one asks the passcode (a privilege step), then the device's authenticator; removing
 * one. The passcode is checked for 6 digits before any call.
 */
export class PasskeySettingsService {
  private readonly store: StateStore<PasskeySettingsState>;
  readonly state: ReadableStore<PasskeySettingsState>;

  constructor(private readonly deps: PasskeySettingsDependencies) {
    this.store = new StateStore<PasskeySettingsState>({
      supported: deps.webAuthn.supported(),
      status: 'idle',
      passkeys: [],
      adding: 'idle',
      error: undefined,
      done: undefined,
    });
    this.state = this.store;
  }

  async load(): Promise<void> {
    this.store.update((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading' }));
    const listed = await this.deps.passkeys.list();
    this.store.update((s) => (listed.ok ? { ...s, status: 'ready', passkeys: listed.value } : { ...s, status: 'failed' }));
  }

  /** 'Add a passkey': the passcode is asked first. */
  startAdding(): void {
    this.store.update((s) => ({ ...s, adding: 'passcode', error: undefined, done: undefined }));
  }

  cancelAdding(): void {
    this.store.update((s) => ({ ...s, adding: 'idle', error: undefined }));
  }

  /** The passcode, then the authenticator; true once the passkey is registered. */
  async add(passcode: string): Promise<boolean> {
    if (this.store.getSnapshot().adding === 'busy') return false;
    if (!isCompletePasscode(passcode)) {
      this.store.update((s) => ({ ...s, error: { kind: 'local', code: 'incomplete_code' } }));
      return false;
    }
    this.store.update((s) => ({ ...s, adding: 'busy', error: undefined }));
    const options = await this.deps.passkeys.registrationOptions(passcode);
    if (!options.ok) return this.fail(toSignInError(options.error));
    const created = await this.deps.webAuthn.create(options.value);
    if (!created.ok) return this.fail({ kind: 'authenticator', reason: created.reason });
    const registered = await this.deps.passkeys.register(created.value);
    if (!registered.ok) return this.fail(toSignInError(registered.error));
    this.store.update((s) => ({ ...s, adding: 'idle', done: 'added', passkeys: [...s.passkeys, registered.value] }));
    return true;
  }

  async remove(id: string): Promise<void> {
    const removed = await this.deps.passkeys.remove(id);
    if (!removed.ok) {
      this.store.update((s) => ({ ...s, error: toSignInError(removed.error) }));
      return;
    }
    this.store.update((s) => ({ ...s, done: 'removed', error: undefined, passkeys: s.passkeys.filter((p) => p.id !== id) }));
  }

  private fail(error: PasskeySettingsState['error']): false {
    this.store.update((s) => ({ ...s, adding: 'passcode', error }));
    return false;
  }
}
