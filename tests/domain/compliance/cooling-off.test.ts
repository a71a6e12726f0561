import { describe, expect, it } from 'vitest';
import { coolingOffApplies, isCoolingOffOver, UK_COOLING_OFF_ID } from '../../../domain/compliance/cooling-off';

describe('UK cooling-off (spec 001 §4)', () => {
  it("the UK identifier is 'uk_cool_off'", () => {
    expect(UK_COOLING_OFF_ID).toBe('uk_cool_off');
  });

  it('applies only when cooling_off_firebase_id equals the UK identifier', () => {
    expect(coolingOffApplies({ firebaseId: 'uk_cool_off', endAt: 1 })).toBe(true);
    expect(coolingOffApplies({ firebaseId: 'eu_cool_off', endAt: 1 })).toBe(false);
    expect(coolingOffApplies({ firebaseId: 'UK_COOL_OFF', endAt: 1 })).toBe(false);
    expect(coolingOffApplies({ firebaseId: undefined, endAt: 1 })).toBe(false);
    expect(coolingOffApplies(undefined)).toBe(false);
  });

  it("'is over 24H' is true only when now is later than end_datetime", () => {
    expect(isCoolingOffOver(1_000, 999)).toBe(false);
    expect(isCoolingOffOver(1_000, 1_000)).toBe(false);
    expect(isCoolingOffOver(1_000, 1_001)).toBe(true);
  });
});
