import { describe, expect, it } from 'vitest';
import {
  coolingOffApplies,
  isCoolingOffOver,
  UK_COOLING_OFF_ID,
  isTradingBlockedByCoolingOff,
  coolingOffRemaining,
} from '../../../domain/compliance/cooling-off';

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

describe('UK cooling-off blocks trading while the window has time left (spec 000 §6, §8)', () => {
  it('blocks before the end and not from the end on', () => {
    expect(isTradingBlockedByCoolingOff(1_000, 999)).toBe(true);
    expect(isTradingBlockedByCoolingOff(1_000, 1_000)).toBe(false);
    expect(isTradingBlockedByCoolingOff(1_000, 5_000)).toBe(false);
  });

  it('never blocks outside the UK (no window)', () => {
    expect(isTradingBlockedByCoolingOff(undefined, 0)).toBe(false);
  });
});

const MIN = 60_000;
const HOUR = 60 * MIN;
const END = 100 * HOUR;

describe('cooling-off countdown (spec 001 §4, §9)', () => {
  it('remaining time is hours and minutes of end_datetime plus one minute of rounding', () => {
    expect(coolingOffRemaining(END, END - (5 * HOUR + 30 * MIN))).toEqual({ hours: 5, minutes: 31 });
    expect(coolingOffRemaining(END, END - 30_000)).toEqual({ hours: 0, minutes: 1 });
    expect(coolingOffRemaining(END, END - (59 * MIN + 30_000))).toEqual({ hours: 1, minutes: 0 });
  });

  it('at end_datetime itself one minute shows', () => {
    expect(coolingOffRemaining(END, END)).toEqual({ hours: 0, minutes: 1 });
  });

  it('is 0:00 once the time has passed', () => {
    expect(coolingOffRemaining(END, END + 1)).toEqual({ hours: 0, minutes: 0 });
    expect(coolingOffRemaining(END, END + 10 * HOUR)).toEqual({ hours: 0, minutes: 0 });
  });

  it('minutes show as 0 when hours equal 24', () => {
    expect(coolingOffRemaining(END, END - (23 * HOUR + 59 * MIN))).toEqual({ hours: 24, minutes: 0 });
    expect(coolingOffRemaining(END, END - 24 * HOUR)).toEqual({ hours: 24, minutes: 0 });
  });

  it('the display is capped at 24 hours', () => {
    expect(coolingOffRemaining(END, END - 48 * HOUR)).toEqual({ hours: 24, minutes: 0 });
  });
});
