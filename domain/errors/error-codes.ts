import { depositCodes } from './codes/deposit-codes';
import { kycCodes } from './codes/kyc-codes';
import { rewardsCodes } from './codes/rewards-codes';
import { sessionCodes } from './codes/session-codes';
import { tradeCodes } from './codes/trade-codes';
import { transportCodes } from './codes/transport-codes';

/**
 * Stable error codes from the specification's catalogue (spec 000 §8, 001 §8), one table merged
 * from one file per area under codes/. The UI's message table is typed Record<ErrorCode, ...>,
 * so a new code without a message does not compile.
 */
export const ErrorCode = {
  ...tradeCodes,
  ...sessionCodes,
  ...depositCodes,
  ...kycCodes,
  ...transportCodes,
  ...rewardsCodes,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const KNOWN = new Set<string>(Object.values(ErrorCode));
export const isErrorCode = (value: string): value is ErrorCode => KNOWN.has(value);
