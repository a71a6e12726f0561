import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ANNOUNCED_MARKS, announcedSeconds } from '../../../ui/trade/confirm/countdown-announcement';

describe('countdown announcement', () => {
  it('says the last mark passed: 15 from 15 to 11, 10 from 10 to 6, 5 from 5 to 1', () => {
    expect([15, 14, 11, 10, 9, 6, 5, 4, 1].map(announcedSeconds)).toEqual([15, 15, 15, 10, 10, 10, 5, 5, 5]);
  });

  test.prop([fc.integer({ min: 1, max: 15 })])('changes only at a mark, and never says more than a mark above what is shown', (seconds) => {
    const said = announcedSeconds(seconds);
    expect(ANNOUNCED_MARKS).toContain(said);
    expect(said).toBeGreaterThanOrEqual(seconds);
    expect(said - seconds).toBeLessThan(5);
    if (!ANNOUNCED_MARKS.includes(seconds) && seconds < 15) expect(announcedSeconds(seconds + 1)).toBe(said);
  });
});
