import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../../adapters/crypto/passcode-encryption';
import { MemoryDeviceKeyStore, RequestSigner } from '../../adapters/crypto/request-signer';
import { DEMO_OTP, DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';

/** One answer as the attack reads it: the status, the text and the JSON (undefined when it is not JSON). */
export interface WireAnswer {
  readonly status: number;
  readonly text: string;
  readonly json: Record<string, unknown> | undefined;
  readonly headers: Headers;
}

export interface WireCallOptions {
  /** Signs the JSON body with the device key (trades, transfers, passcode calls). */
  readonly signed?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
  /** A body sent as it is, instead of JSON of `body`. */
  readonly raw?: string | Uint8Array<ArrayBuffer>;
  /** Leave the session cookie out (a stranger's call). */
  readonly anonymous?: boolean;
}

/**
 * A client of the sandbox over plain HTTP, as a script or a test drives it without the app: a
 * cookie jar of one, the device's signing key, the passcode envelope.
 */
export class WireClient {
  readonly cookies = new Map<string, string>();
  private readonly signer = new RequestSigner(new MemoryDeviceKeyStore());
  private readonly passcodes = new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET });

  constructor(readonly base: string) {}

  async call(method: string, path: string, body?: unknown, options: WireCallOptions = {}): Promise<WireAnswer> {
    const text = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const signature = options.signed === true && typeof text === 'string' ? await this.signer.headers(text) : {};
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(text === undefined || options.raw !== undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.anonymous === true || this.cookies.size === 0 ? {} : { cookie: this.cookieHeader() }),
      ...signature,
      ...options.headers,
    };
    const response = await fetch(new URL(path, this.base), { method, headers, ...(text === undefined ? {} : { body: text }), redirect: 'manual' });
    this.keepCookies(response);
    const answer = await response.text();
    let json: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(answer);
      json = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, text: answer, json, headers: response.headers };
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Phone, one-time code and passcode, registering this client's device key. */
  async signIn(phone: string): Promise<void> {
    await this.expectOk(await this.call('POST', '/api/web/auth/session', { phone }));
    await this.expectOk(await this.call('POST', '/api/user/phone/verify_otp', { phone_otp: DEMO_OTP }));
    const pubkey = await this.signer.publicKey();
    await this.expectOk(await this.call('POST', '/api/user/passcode/verify', { passcode: DEMO_PASSCODE, biometric: false, pubkey }));
  }

  /** The demo passcode in its encrypted envelope. */
  encryptedPasscode(): Promise<string> {
    return this.passcodes.encrypt(DEMO_PASSCODE);
  }

  async expectOk(answer: WireAnswer): Promise<Record<string, unknown>> {
    if (answer.status !== 200 || answer.json?.['ok'] !== true) throw new Error(`expected ok, got HTTP ${String(answer.status)} ${answer.text.slice(0, 300)}`);
    return Promise.resolve(answer.json);
  }

  private keepCookies(response: Response): void {
    response.headers.getSetCookie().forEach((line) => {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else if (name !== '') this.cookies.set(name, value.join('='));
    });
  }
}

/** A field of a JSON answer, followed by dotted names. */
export function pick(json: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, name) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined), json);
}
