/**
 * Reconnection of an event stream after it drops (spec 001 §7: the live-price and price-ladder
 * streams; the spec gives no schedule). Choice: the first retry waits the server's `retry:` hint
 * (1000 ms without one, as browsers wait about a second), each further failure in a row doubles
 * the wait, capped at 30 s; no jitter, so the schedule is deterministic and testable.
 */
export const DEFAULT_RECONNECT_BASE_MS = 1_000;
export const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * The wait before reconnection attempt `failures` (1 = the first after a drop):
 * min(base * 2^(failures - 1), MAX_RECONNECT_DELAY_MS). A base below 0 or not finite falls back to
 * the default; a base above the cap is capped.
 */
export function reconnectDelayMs(failures: number, baseMs: number = DEFAULT_RECONNECT_BASE_MS): number {
  if (!Number.isInteger(failures) || failures < 1) throw new RangeError(`failures must be a whole number >= 1, got ${failures}`);
  const base = Number.isFinite(baseMs) && baseMs >= 0 ? baseMs : DEFAULT_RECONNECT_BASE_MS;
  // 2^30 already exceeds any cap; limiting the exponent keeps the product finite.
  return Math.min(base * 2 ** Math.min(failures - 1, 30), MAX_RECONNECT_DELAY_MS);
}
