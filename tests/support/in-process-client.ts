import { getResponse, type RequestHandler } from 'msw';
import type * as z from 'zod/mini';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../../adapters/crypto/passcode-encryption';
import { MemoryDeviceKeyStore, RequestSigner } from '../../adapters/crypto/request-signer';
import { fillPath, type Route } from '../../adapters/http/routes';
import { DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';
import type { SandboxExchange } from '../../adapters/sandbox/exchange/sandbox-exchange';
import { sessionCookie } from '../../adapters/sandbox/handlers/session-cookie';
import { signInDirect } from './sign-in';

export const IN_PROCESS_ORIGIN = 'http://sandbox.test';

export interface Answer {
  readonly status: number;
  readonly json: Record<string, unknown>;
}

/**
 * A customer's client of the sandbox's request handlers in process, over the wire format (msw's
 * getResponse): the session cookie, the device key signing the calls marked signed.
 */
export class InProcessClient {
  private readonly passcodes = new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET });

  private constructor(
    private readonly handlers: readonly RequestHandler[],
    private readonly signer: RequestSigner,
    readonly cookie: string,
  ) {}

  static async signIn(exchange: SandboxExchange, handlers: readonly RequestHandler[], personaKey: string): Promise<InProcessClient> {
    const signer = new RequestSigner(new MemoryDeviceKeyStore());
    const pubkey = await signer.publicKey();
    const { sessionId } = exchange.transaction(() => signInDirect(exchange, personaKey, pubkey));
    return new InProcessClient(handlers, signer, sessionCookie(sessionId).split(';')[0] ?? '');
  }

  async call(route: Route<unknown, z.ZodMiniType>, body?: unknown, params: Readonly<Record<string, string>> = {}): Promise<Answer> {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const signature = text !== undefined && route.signed === true ? await this.signer.headers(text) : {};
    const request = new Request(`${IN_PROCESS_ORIGIN}${fillPath(route.path, params)}`, {
      method: route.method,
      headers: { cookie: this.cookie, ...(text === undefined ? {} : { 'content-type': 'application/json' }), ...signature },
      ...(text === undefined ? {} : { body: text }),
    });
    const answer = await getResponse([...this.handlers], request);
    if (answer === undefined) throw new Error(`nothing answers ${route.method} ${route.path}`);
    return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
  }

  /** Calls that must succeed: the answer's body. */
  async ok(route: Route<unknown, z.ZodMiniType>, body?: unknown, params?: Readonly<Record<string, string>>): Promise<Record<string, unknown>> {
    const answer = await this.call(route, body, params);
    if (answer.json['ok'] !== true) throw new Error(`${route.path}: ${JSON.stringify(answer.json)}`);
    return answer.json;
  }

  encryptedPasscode(passcode = DEMO_PASSCODE): Promise<string> {
    return this.passcodes.encrypt(passcode);
  }
}

/** A field of an answer, by dotted path. */
export const field = (json: unknown, path: string): string =>
  String(path.split('.').reduce<unknown>((v, k) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined), json));
