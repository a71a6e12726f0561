import { pollingConfig, type PollingConfig } from '../polling/polling-policy';

/** A manual deposit vendor's state (spec 001 §3, §4). */
export type VendorState = 'created' | 'uncreated' | 'pending';

export const isVendorState = (value: string): value is VendorState => value === 'created' || value === 'uncreated' || value === 'pending';

/** The create_vendor response's polling instructions (spec 001 §7). */
export interface VendorPolling {
  readonly pollingFrequency: number | undefined;
  readonly pollingTimeout: number | undefined;
}

/**
 * After a vendor is created its state is polled at the server-given frequency until it is no
 * longer pending, or until timeout/frequency attempts (spec 001 §4, "Manual deposit").
 * Choice: frequency and timeout are seconds; the attempts are timeout/frequency rounded down,
 * at least 1; a missing or non-positive frequency or timeout falls back to the polling defaults.
 */
export function vendorPollingConfig(polling: VendorPolling): PollingConfig<string> {
  const isDone = (state: string): boolean => state !== 'pending';
  const { pollingFrequency: frequency, pollingTimeout: timeout } = polling;
  if (frequency === undefined || timeout === undefined || !(frequency > 0) || !(timeout > 0)) return pollingConfig(isDone);
  return pollingConfig(isDone, {
    intervalMs: Math.round(frequency * 1000),
    maxAttempts: Math.max(1, Math.floor(timeout / frequency)),
  });
}
