import { type Dec, dec } from '../money/decimal';

/** Welcome-bonus mission tiers in USD-equivalent (spec 000 §3, 001 §9). */
export const MISSION_TIERS_USD: readonly Dec[] = [dec('100'), dec('500')];

/** The tier a mission target belongs to, or undefined when it is not one of the tiers. */
export const missionTierOf = (targetAmount: Dec): Dec | undefined => MISSION_TIERS_USD.find((tier) => tier.equals(targetAmount));
