/** The time left on the lock screen, in whole minutes and seconds. */
export interface LockRemaining {
  readonly minutes: number;
  readonly seconds: number;
}

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The lock expiry of /locked?t= (spec 001 §2): the server's app_lock_expires_at as given.
 * Choice: an ISO 8601 date-time with its zone, or epoch milliseconds in digits; anything else
 * (missing, malformed, a date without a zone) is no expiry, and the screen says only that the
 * account is locked.
 */
export function readLockExpiry(t: string | null): number | undefined {
  if (t === null) return undefined;
  const value = t.trim();
  if (/^\d{1,15}$/.test(value)) return Number(value);
  if (!ISO_WITH_ZONE.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
}

/** The lock is over once the clock reaches its expiry. */
export const isLockOver = (expiresAt: number, now: number): boolean => now >= expiresAt;

/**
 * Minutes and seconds until the lock ends, the seconds rounded up (a lock 0.2 s from its end
 * still shows 0:01, never 0:00 while it holds); undefined once it is over.
 */
export function lockRemaining(expiresAt: number, now: number): LockRemaining | undefined {
  if (isLockOver(expiresAt, now)) return undefined;
  const seconds = Math.ceil((expiresAt - now) / 1000);
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}
