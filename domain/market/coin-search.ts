/** Search box limits (spec 000 §2, §5; 001 §9): the asset selector allows 100 characters, the target coin search 50. */
export const SELECTOR_SEARCH_MAX_LENGTH = 100;
export const TARGET_COIN_SEARCH_MAX_LENGTH = 50;

/** Search text is debounced 300 ms (spec 000 §5, 001 §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The typed search text cut to the box's limit. Choice: the limit counts UTF-16 units as an
 * input's maxlength does, but a cut never leaves half of a surrogate pair.
 */
export function limitSearchText(typed: string, maxLength: number): string {
  if (typed.length <= maxLength) return typed;
  const cut = typed.slice(0, maxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** When a search typed at `lastKeystrokeAt` (epoch ms) runs, if no other keystroke comes first. */
export const searchDueAt = (lastKeystrokeAt: number): number => lastKeystrokeAt + SEARCH_DEBOUNCE_MS;

/** Whether the debounce has passed at `now`: 300 ms without a keystroke. */
export const isSearchDue = (lastKeystrokeAt: number, now: number): boolean => now >= searchDueAt(lastKeystrokeAt);
