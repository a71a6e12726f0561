import { firstValueFrom, timer } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { RequestTraffic } from '../../../../adapters/cli/runtime/request-traffic';
import { SkippableTime } from '../../../../adapters/cli/runtime/skippable-time';

describe("skippable time (a scenario's wait against the in-process sandbox)", () => {
  it('a skip fires the timers due on the way, in order, and moves the clock by the skip at once', async () => {
    const time = new SkippableTime(new RequestTraffic());
    try {
      const fired: number[] = [];
      const before = time.now();
      timer(16_000, time.scheduler).subscribe(() => fired.push(16));
      timer(5_000, time.scheduler).subscribe(() => fired.push(5));
      timer(60_000, time.scheduler).subscribe(() => fired.push(60));
      const realStart = Date.now();
      await time.skip(20_000);
      expect(fired).toEqual([5, 16]);
      expect(time.now() - before).toBeGreaterThanOrEqual(20_000);
      expect(Date.now() - realStart).toBeLessThan(1_000);
    } finally {
      time.stop();
    }
  });

  it('between skips, time passes as real time does', async () => {
    const time = new SkippableTime(new RequestTraffic());
    try {
      const before = time.now();
      await firstValueFrom(timer(30, time.scheduler));
      expect(time.now() - before).toBeGreaterThanOrEqual(30);
      expect(time.scheduler.now()).toBe(time.now());
    } finally {
      time.stop();
    }
  });

  it('work scheduled due at once runs on the next turn, without waiting for the pump (stopped here, so only that can run it)', async () => {
    const time = new SkippableTime(new RequestTraffic());
    time.stop();
    const fired: string[] = [];
    timer(0, time.scheduler).subscribe(() => fired.push('first'));
    timer(0, time.scheduler).subscribe(() => fired.push('second'));
    await firstValueFrom(timer(0, time.scheduler));
    expect(fired).toEqual(['first', 'second']);
  });
});
