import { expect, type Page } from '@playwright/test';

/**
 * Freezes the page's installed clock a moment from now, so timers move only when the test says so
 * (page.clock.runFor). pauseAt refuses a time the clock has already passed, which a busy machine
 * can make of any fixed margin: the margin grows and the pause is tried again.
 */
export async function freezeClock(page: Page): Promise<void> {
  for (let margin = 100; ; margin *= 2) {
    const at = await page.evaluate((ahead) => Date.now() + ahead, margin);
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (margin >= 10_000 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Moves the page's paused clock `stepMs` at a time until `check` passes. A timer the page sets only
 * once an answer arrives (the poll after a create call, the settlement watch after a confirm, the
 * reconnection after a dropped stream) is set whenever that answer lands, which a busy machine can
 * make later than a single runFor: each round gives the answer another step of page time.
 */
export async function runClockUntil(page: Page, stepMs: number, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(stepMs);
    await check();
  }).toPass();
}
