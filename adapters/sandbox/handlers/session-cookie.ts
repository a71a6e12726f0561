import type { SandboxRequest } from './sandbox-request';

export const SESSION_COOKIE = 'sbx_session';

/** A session id as the sandbox issues them: 128 random bits, base64url. Anything else names no session. */
const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The session cookie's value, or undefined when there is none or it is malformed (a bad `%`
 * sequence, a value no session id could have): a malformed cookie is a signed-out caller,
 * never an error.
 */
export function readSessionCookie(request: SandboxRequest): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== SESSION_COOKIE) continue;
    const id = value.join('=');
    return SESSION_ID.test(id) ? id : undefined;
  }
  return undefined;
}

export const sessionCookie = (id: string): string => `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
export const clearedSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
