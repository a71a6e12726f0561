import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { countdownParts, progressBarPercent } from '../../../domain/rewards/welcome-bonus-display';

const END = Date.UTC(2026, 11, 1);
const DAY = 86_400_000;

describe('welcome bonus countdown (spec 000 §4: ticks each 1 s)', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(END, END - (2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5_000))).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      totalSeconds: 183_845,
    });
  });

  it('rounds a part second up: the last second of the bonus still reads 1 s', () => {
    expect(countdownParts(END, END - 1)).toMatchObject({ seconds: 1, totalSeconds: 1 });
    expect(countdownParts(END, END - 999)).toMatchObject({ seconds: 1, totalSeconds: 1 });
  });

  it('reads 0 at the end instant and after it', () => {
    expect(countdownParts(END, END)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 });
    expect(countdownParts(END, END + DAY)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 });
  });
});

describe('welcome bonus progress bar', () => {
  it.each([
    ['0', 0],
    ['12.9', 12],
    ['99.999', 99],
    ['100', 100],
    ['250', 100],
    ['-5', 0],
  ])('%s %% fills %d %%', (progress, fill) => {
    expect(progressBarPercent(dec(progress))).toBe(fill);
  });
});
