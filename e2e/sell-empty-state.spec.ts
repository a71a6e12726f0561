import { expect, test } from './support/csp';
import { seriousViolations, sellFromCoinPage, VIEWPORTS } from './support/sell';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`the Sell tab with nothing to sell (${name})`, () => {
    test.use({ viewport });

    test('a new customer sees the empty state, and Buy crypto switches to the Buy tab with focus on it', async ({ page }) => {
      // Zoe has nothing funded, so home offers no trade yet: she opens Sell from a coin's page.
      const drawer = await sellFromCoinPage(page, 'bitcoin', 'BTC', '+1 555 010 0002');
      await expect(drawer.getByRole('heading', { name: 'Nothing to sell yet' })).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Sell', exact: true })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/sell-empty-${name}.png` });

      await drawer.getByRole('button', { name: 'Buy crypto' }).click();
      const buyTab = drawer.getByRole('tab', { name: 'Buy' });
      await expect(buyTab).toHaveAttribute('aria-selected', 'true');
      await expect(buyTab).toBeFocused();
      await expect(drawer.getByRole('heading', { name: 'Nothing to sell yet' })).toHaveCount(0);
    });
  });
}
