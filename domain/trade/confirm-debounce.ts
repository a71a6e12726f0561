/** Spec 000 §5: the confirm button is debounced by 500 ms. */
export const CONFIRM_DEBOUNCE_MS = 500;

/**
 * Whether a confirm click at `now` (epoch ms) is acted on, given when the last acted-on click
 * happened (undefined if none). Choice: a leading-edge debounce — the first click acts at once
 * and later clicks act only once 500 ms or more have passed since the last acted-on click, so a
 * double click never sends a trade twice and the first click is never delayed.
 */
export function acceptClick(lastAcceptedAt: number | undefined, now: number): boolean {
  return lastAcceptedAt === undefined || now - lastAcceptedAt >= CONFIRM_DEBOUNCE_MS;
}
