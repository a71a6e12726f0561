import { describe, expect, it } from 'vitest';
import { catalogueDepositCodes } from '../../../domain/errors/codes/catalogue-deposit-codes';
import { catalogueKycCodes } from '../../../domain/errors/codes/catalogue-kyc-codes';
import { catalogueOnboardingCodes } from '../../../domain/errors/codes/catalogue-onboarding-codes';
import { catalogueTradeCodes } from '../../../domain/errors/codes/catalogue-trade-codes';
import { sessionCodes } from '../../../domain/errors/codes/session-codes';
import { transportCodes } from '../../../domain/errors/codes/transport-codes';
import { ErrorCode } from '../../../domain/errors/error-codes';

const CATALOGUE_TABLES = { catalogueTradeCodes, catalogueDepositCodes, catalogueKycCodes, catalogueOnboardingCodes, sessionCodes, transportCodes };

describe('catalogue code tables merged into ErrorCode', () => {
  it('every entry of the catalogue tables survives the merge under its own name (no name clash overrides it)', () => {
    for (const [table, codes] of Object.entries(CATALOGUE_TABLES)) {
      for (const [name, code] of Object.entries(codes)) expect((ErrorCode as Record<string, string>)[name], `${table}.${name}`).toBe(code);
    }
  });

  it('the login codes of spec 001 §8 are session codes', () => {
    expect(Object.values(sessionCodes)).toEqual(
      expect.arrayContaining(['invalid_dsa', 'invalid_token', 'token_expired', 'account_locked', 'risk_rejected_login', 'auth_restricted']),
    );
  });
});
