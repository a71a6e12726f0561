import { describe, expect, it } from 'vitest';
import { depositCodes } from '../../../domain/errors/codes/deposit-codes';
import { kycCodes } from '../../../domain/errors/codes/kyc-codes';
import { rewardsCodes } from '../../../domain/errors/codes/rewards-codes';
import { sessionCodes } from '../../../domain/errors/codes/session-codes';
import { tradeCodes } from '../../../domain/errors/codes/trade-codes';
import { transportCodes } from '../../../domain/errors/codes/transport-codes';
import { ErrorCode } from '../../../domain/errors/error-codes';

const AREA_TABLES = { tradeCodes, depositCodes, kycCodes, sessionCodes, rewardsCodes, transportCodes };

describe('the area code tables merged into ErrorCode', () => {
  it('every entry of every area table survives the merge under its own name (no name clash overrides it)', () => {
    for (const [table, codes] of Object.entries(AREA_TABLES)) {
      for (const [name, code] of Object.entries(codes)) expect((ErrorCode as Record<string, string>)[name], `${table}.${name}`).toBe(code);
    }
  });

  it('the login codes of spec 001 §8 are session codes', () => {
    expect(Object.values(sessionCodes)).toEqual(
      expect.arrayContaining(['invalid_dsa', 'invalid_token', 'token_expired', 'account_locked', 'risk_rejected_login', 'auth_restricted']),
    );
  });
});
