/** After Claim is pressed the button stays locked for 2.5 s (spec 000 §4, §9). */
export const CLAIM_LOCK_MS = 2_500;

/**
 * Locked while fewer than 2.5 s have passed since `lockedAt` (epoch ms); never locked without a lock.
 * Choice: a lock stamped later than `now` (clock moved back) still counts as locked.
 */
export const isClaimLocked = (lockedAt: number | undefined, now: number): boolean => lockedAt !== undefined && now < lockedAt + CLAIM_LOCK_MS;
