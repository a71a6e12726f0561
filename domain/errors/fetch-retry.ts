export const FETCH_RETRY_DELAY_MS = 5_000;
