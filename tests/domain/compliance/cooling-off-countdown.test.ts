import { describe, expect, it } from 'vitest';
import { coolingOffRemaining } from '../../../domain/compliance/cooling-off-countdown';

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
