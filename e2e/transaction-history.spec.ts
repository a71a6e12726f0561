import { readFile } from 'node:fs/promises';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { seriousViolations, VIEWPORTS } from './support/viewports';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`transaction history (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
    });

    test('a coin’s history from the portfolio after a buy: rows, a detail, and the CSV export of the list', async ({ page }) => {
      await signIn(page);
      await page.goto('/hub/account');
      // A buy of BTC from the cash account, from the coin's row, makes the history's first row.
      await page.getByRole('button', { name: 'Buy BTC' }).click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await drawer.getByLabel('Amount in USD').fill('100');
      await drawer.getByRole('radio', { name: /USD cash account/ }).click();
      await drawer.getByRole('button', { name: 'Buy', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm buy BTC' });
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('dialog', { name: 'Crypto bought' }).getByRole('button', { name: 'Done' }).click();
      await drawer.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('link', { name: 'History of BTC' }).click();
      await expect(page).toHaveURL(/\/hub\/transactions\/wallet\/coin\/BTC$/);
      await expect(page.getByRole('heading', { level: 1, name: 'BTC history' })).toBeVisible();
      const rows = page.getByTestId('history-rows').getByRole('button');
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(10);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/history-${name}.png`, fullPage: true });

      await rows.first().click();
      const detail = page.getByRole('dialog', { name: 'Transaction' });
      await expect(detail.getByText('Crypto purchase')).toBeVisible();
      await expect(detail.getByText('Other side')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/history-detail-${name}.png` });
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();
      await expect(rows.first()).toBeFocused();

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('btc-history.csv');
      const csv = await readFile(await download.path(), 'utf8');
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe('date,id,kind,status,sign,amount,currency,counter_amount,counter_currency');
      expect(lines.length - 1).toBeGreaterThanOrEqual(count);
      expect(lines.slice(1).every((line) => line.split(',')[6] === 'BTC')).toBe(true);
    });
  });
}
