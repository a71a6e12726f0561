import { type Dec, dec } from '../money/decimal';

/** Welcome-bonus mission tiers in USD-equivalent (spec 000 §3, 001 §9). */
export const MISSION_TIERS_USD: readonly Dec[] = [dec('100'), dec('500')];
