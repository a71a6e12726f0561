/** Failed fetches are retried once, after 5 s (spec 000 §8, 001 §8 and §9: retry count 1, interval 5000 ms). */
export const FETCH_RETRY_COUNT = 1;
export const FETCH_RETRY_DELAY_MS = 5_000;

/**
 * When to retry a fetch that has now failed `failures` times (1 for the first failure), the last
 * failure at `failedAt`; undefined once the retry is used up.
 */
export function nextFetchRetryAt(failures: number, failedAt: number): number | undefined {
  if (!Number.isInteger(failures) || failures < 1) throw new RangeError(`failures must be a positive integer, got ${failures}`);
  return failures <= FETCH_RETRY_COUNT ? failedAt + FETCH_RETRY_DELAY_MS : undefined;
}
