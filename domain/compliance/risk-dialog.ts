/** What decides whether the UK cooling-off risk dialog opens (spec 001 §4). */
export interface RiskDialogConditions {
  readonly featureEnabled: boolean;
  readonly loadingFinished: boolean;
  readonly userId: string | undefined;
  readonly coolingOffApplies: boolean;
  readonly endAt: number | undefined;
  /** The 'is over 24H' flag. */
  readonly isOver24h: boolean;
  readonly seen: boolean;
}

/**
 * The risk dialog opens when all seven hold: feature enabled, loading finished, a user id exists,
 * cooling-off applies, an end time exists, the 'is over 24H' flag is true, not seen yet.
 * Choice: an empty user id counts as no user id.
 */
export const shouldOpenRiskDialog = (c: RiskDialogConditions): boolean =>
  c.featureEnabled && c.loadingFinished && c.userId !== undefined && c.userId !== '' && c.coolingOffApplies && c.endAt !== undefined && c.isOver24h && !c.seen;

/** Choice: the seen-marker key prefix (not shown in the spec). */
export const RISK_DIALOG_SEEN_KEY_PREFIX = 'uk_cooling_off_risk_seen_';
/** The marker's stored value once the dialog was shown (spec 001 §4). */
export const RISK_DIALOG_SEEN_VALUE = 'true';

/** The per-user local-storage key: the prefix and the first 10 characters of the user id. */
export const riskDialogSeenKey = (userId: string): string => `${RISK_DIALOG_SEEN_KEY_PREFIX}${userId.slice(0, 10)}`;

/** Seen only when the stored marker is exactly 'true'. */
export const hasSeenRiskDialog = (stored: string | null | undefined): boolean => stored === RISK_DIALOG_SEEN_VALUE;
