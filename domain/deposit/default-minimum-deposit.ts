import { type Dec, dec } from '../money/decimal';

/** The minimum deposit when the limits are unknown (spec 001 §5, §9). */
export const DEFAULT_MINIMUM_DEPOSIT: Dec = dec('100');
