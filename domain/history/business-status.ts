/** The colour a transaction's business status is shown in (spec 001 §4 "Business status colours"). */
export type StatusTone = 'pending' | 'failed' | 'neutral' | 'success';

const TONES: Readonly<Record<string, StatusTone>> = {
  pending: 'pending',
  activating: 'pending',
  processing: 'pending',
  unbonding: 'pending',
  rejected: 'failed',
  failed: 'failed',
  cancelled: 'failed',
  unknown: 'neutral',
  completed: 'success',
};

/**
 * Spec 001 §4: pending, activating, processing and unbonding are pending; rejected, failed and
 * cancelled are failed; unknown is neutral; completed is success.
 * Choice: matching ignores case and surrounding spaces, and a status the table does not know is
 * neutral, like "unknown".
 */
export function statusTone(status: string | undefined): StatusTone {
  if (status === undefined) return 'neutral';
  const key = status.trim().toLowerCase();
  return Object.hasOwn(TONES, key) ? (TONES[key] ?? 'neutral') : 'neutral';
}
