import { describe, expect, it } from 'vitest';
import {
  hasSeenRiskDialog,
  RISK_DIALOG_SEEN_KEY_PREFIX,
  RISK_DIALOG_SEEN_VALUE,
  type RiskDialogConditions,
  riskDialogSeenKey,
  shouldOpenRiskDialog,
} from '../../../domain/compliance/risk-dialog';

const ALL: RiskDialogConditions = {
  featureEnabled: true,
  loadingFinished: true,
  userId: 'a1b2c3d4e5f6a7b8',
  coolingOffApplies: true,
  endAt: 1_000,
  isOver24h: true,
  seen: false,
};

describe('UK cooling-off risk dialog (spec 001 §4)', () => {
  it('opens when all seven conditions hold', () => {
    expect(shouldOpenRiskDialog(ALL)).toBe(true);
  });

  it('stays closed when any one of them fails', () => {
    expect(shouldOpenRiskDialog({ ...ALL, featureEnabled: false })).toBe(false);
    expect(shouldOpenRiskDialog({ ...ALL, loadingFinished: false })).toBe(false);
    expect(shouldOpenRiskDialog({ ...ALL, userId: undefined })).toBe(false);
    expect(shouldOpenRiskDialog({ ...ALL, userId: '' })).toBe(false);
    expect(shouldOpenRiskDialog({ ...ALL, coolingOffApplies: false })).toBe(false);
    expect(shouldOpenRiskDialog({ ...ALL, endAt: undefined })).toBe(false);
    expect(shouldOpenRiskDialog({ ...ALL, isOver24h: false })).toBe(false);
    expect(shouldOpenRiskDialog({ ...ALL, seen: true })).toBe(false);
  });

  it('the seen marker key uses the first 10 characters of the user id', () => {
    expect(riskDialogSeenKey('a1b2c3d4e5f6a7b8')).toBe(`${RISK_DIALOG_SEEN_KEY_PREFIX}a1b2c3d4e5`);
    expect(riskDialogSeenKey('short')).toBe(`${RISK_DIALOG_SEEN_KEY_PREFIX}short`);
    expect(RISK_DIALOG_SEEN_KEY_PREFIX).toBe('uk_cooling_off_risk_seen_');
  });

  it("the marker is set to 'true', and only 'true' counts as seen", () => {
    expect(RISK_DIALOG_SEEN_VALUE).toBe('true');
    expect(hasSeenRiskDialog('true')).toBe(true);
    expect(hasSeenRiskDialog('TRUE')).toBe(false);
    expect(hasSeenRiskDialog(null)).toBe(false);
    expect(hasSeenRiskDialog(undefined)).toBe(false);
  });
});
