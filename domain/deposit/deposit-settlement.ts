import { statusTone } from '../history/business-status';
import { DEFAULT_POLLING_INTERVAL_MS, pollingConfig, type PollingConfig } from '../polling/polling-policy';

/** Where a deposit's money is: arrived in the cash account, refused, or still on its way. */
export type SettlementStatus = 'settled' | 'failed' | 'pending';

/**
 * A deposit's history entry status read as its settlement (spec 001 §4 business status colours):
 * completed is settled; rejected, failed and cancelled are failed; pending, processing and any
 * status the client does not know are still pending.
 */
export function settlementStatus(transactionStatus: string): SettlementStatus {
  switch (statusTone(transactionStatus)) {
    case 'success':
      return 'settled';
    case 'failed':
      return 'failed';
    default:
      return 'pending';
  }
}

/**
 * How long to watch a deposit settle: the polling helper's interval (spec 001 §9, 1000 ms) until
 * the entry is no longer pending. Without a wait, the spec's defaults (20 fetches); with one, a
 * fetch every interval from 0 up to and including `waitMs`.
 * Choice: rails settle on their own clock (the sandbox's in 10-30 s, real ones in days), so a
 * caller that wants to see the money arrive may wait longer than the default 20 fetches; a wait
 * of 0 fetches once.
 */
export function settlementPollingConfig(waitMs?: number): PollingConfig<string> {
  const isDone = (status: string): boolean => settlementStatus(status) !== 'pending';
  if (waitMs === undefined) return pollingConfig(isDone);
  if (!Number.isInteger(waitMs) || waitMs < 0) throw new RangeError(`waitMs must be a whole number >= 0, got ${waitMs}`);
  return pollingConfig(isDone, { maxAttempts: Math.floor(waitMs / DEFAULT_POLLING_INTERVAL_MS) + 1 });
}
