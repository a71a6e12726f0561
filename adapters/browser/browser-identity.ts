import type { RequestIdentity } from '../http/request-identity';

const ANONYMOUS_KEY = 'crypto-web.anonymous-id';
const DEVICE_SESSION_KEY = 'crypto-web.device-session-id';

/** Anonymous id kept across visits (localStorage); device session id per tab (sessionStorage). */
export function browserIdentity(): RequestIdentity {
  return {
    sourceEntry: 'web',
    anonymousId: remembered(localStorage, ANONYMOUS_KEY),
    deviceSessionId: remembered(sessionStorage, DEVICE_SESSION_KEY),
    userUuid: undefined,
  };
}

function remembered(storage: Storage, key: string): string {
  const existing = storage.getItem(key);
  if (existing !== null) return existing;
  const created = crypto.randomUUID();
  storage.setItem(key, created);
  return created;
}
