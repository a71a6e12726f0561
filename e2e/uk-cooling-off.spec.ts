import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { VIEWPORTS } from './support/viewports';
import { freezeClock } from './support/clock';

/** Harriet: a UK customer inside her 24-hour cooling-off window (README personas). */
const HARRIET = '+44 7700 900003';
/** Oliver: a UK customer past his cooling-off window. */
const OLIVER = '+44 7700 900004';
const TIME_LEFT = /^(\d{1,2}) hours? (\d{1,2}) minutes?$/;

const seriousViolations = async (page: Page, selector?: string) => {
  const builder = new AxeBuilder({ page });
  const results = await (selector === undefined ? builder : builder.include(selector)).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const minutesLeft = async (page: Page): Promise<number> => {
  const [, hours, minutes] = TIME_LEFT.exec(await page.getByTestId('cooling-off-time').innerText()) ?? [];
  return Number(hours) * 60 + Number(minutes);
};

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`UK cooling-off (${name})`, () => {
    test.use({ viewport });

    test('the banner shows the hours and minutes left and counts down with the clock', async ({ page }) => {
      await page.clock.install();
      await signIn(page, HARRIET);
      const banner = page.getByRole('region', { name: 'Cooling-off period' });
      await expect(banner).toBeVisible();
      await expect(page.getByTestId('cooling-off-time')).toHaveText(TIME_LEFT);
      // Exactly one minute of page time passes, however long the machine takes between the reads.
      await freezeClock(page);
      const before = await minutesLeft(page);
      expect(before).toBeGreaterThan(18 * 60);
      expect(before).toBeLessThanOrEqual(20 * 60 + 1);
      await page.clock.runFor(60_000);
      await expect.poll(() => minutesLeft(page)).toBe(before - 1);
      await page.clock.resume();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/cooling-off-banner-${name}.png` });
    });

    test('pressing Buy gets the blocking dialog with the time left, before any quote; focus returns to Buy', async ({ page }) => {
      const quotes: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/quotations')) quotes.push(request.url());
      });
      await signIn(page, HARRIET);
      await page.getByRole('button', { name: 'Buy crypto' }).click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await drawer.getByRole('radio', { name: /GBP cash account/ }).click();
      await drawer.getByRole('textbox', { name: /^Amount in/ }).fill('100');
      const buy = drawer.getByRole('button', { name: 'Buy', exact: true });
      await buy.click();

      const dialog = page.getByRole('alertdialog', { name: 'Cooling-off period' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('As a new customer you can trade once your 24-hour cooling-off period has ended.');
      await expect(dialog).toContainText(/You can trade in \d{1,2} hours? \d{1,2} minutes?\./);
      await expect(dialog.getByRole('button', { name: 'Got it' })).toBeFocused();
      expect(await seriousViolations(page, '[role=alertdialog]')).toEqual([]);
      await page.screenshot({ path: `artifacts/cooling-off-dialog-${name}.png` });

      await dialog.getByRole('button', { name: 'Got it' }).click();
      await expect(dialog).toBeHidden();
      await expect(buy).toBeFocused();
      expect(quotes).toEqual([]);
    });

    test('past the window: no banner, the UK list style, and Buy goes on to ask for a quote', async ({ page }) => {
      await signIn(page, OLIVER);
      // Past cooling-off, the risk dialog shows once first (uk-risk-dialog.spec.ts).
      await page.getByRole('alertdialog', { name: 'Before you invest in crypto' }).getByRole('button', { name: 'I understand' }).click();
      await expect(page.locator('.hub')).toHaveAttribute('data-list-style', 'uk');
      await expect(page.getByRole('region', { name: 'Cooling-off period' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Buy crypto' }).click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await drawer.getByRole('radio', { name: /GBP cash account/ }).click();
      await drawer.getByRole('textbox', { name: /^Amount in/ }).fill('100');
      const quote = page.waitForRequest((request) => request.url().includes('/quotations') && request.method() === 'POST');
      await drawer.getByRole('button', { name: 'Buy', exact: true }).click();
      await quote;
      await expect(page.getByRole('alertdialog', { name: 'Cooling-off period' })).toHaveCount(0);
    });
  });
}
