import { expect, test } from './support/csp';
import { seriousViolations, sellFromCoinPage, VIEWPORTS } from './support/sell';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`sell a coin for another coin (${name})`, () => {
    test.use({ viewport });

    test('from the ETH page a customer sells ETH for BTC, choosing BTC in the Crypto tab and typing what to receive', async ({ page }) => {
      await page.clock.install();
      const drawer = await sellFromCoinPage(page, 'ethereum', 'ETH');
      await expect(drawer.getByRole('button', { name: /^Sell: Ethereum \(ETH\)/ })).toBeVisible();
      await drawer.getByRole('tab', { name: 'Crypto' }).click();
      const search = drawer.getByRole('searchbox', { name: 'Search coins to receive' });
      await search.fill('bitcoin');
      const btc = drawer.getByRole('radio', { name: 'BTC', exact: true });
      await expect(btc).toHaveAccessibleDescription('Bitcoin');
      await btc.click();
      await expect(btc).toBeChecked();
      await expect(drawer.getByRole('radio', { name: 'ETH', exact: true })).toHaveCount(0);

      await drawer.getByRole('button', { name: 'Enter the amount in BTC instead' }).click();
      await drawer.getByLabel('Amount in BTC').fill('0.01');
      await expect(drawer.getByTestId('sell-converted')).toHaveText(/^≈ 0\.\d+ ETH$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/sell-crypto-${name}.png` });

      await drawer.getByRole('button', { name: 'Sell', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm sell ETH' });
      await expect(confirm.getByTestId('quote-summary')).toContainText(/1 ETH = 0\.\d+ BTC/);
      await expect(confirm.getByTestId('quote-summary')).toContainText(/You receive\s*0\.01 BTC/);
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Confirm' }).click();

      const sold = page.getByRole('dialog', { name: 'Sold' });
      await expect(sold).toContainText(/You sold 0\.\d+ ETH for 0\.01 BTC\./);
      await sold.getByRole('button', { name: 'Done' }).click();
      await expect(sold).toBeHidden();
      await expect(drawer.getByTestId('sell-held')).not.toHaveText('1.2 ETH available');
    });
  });
}
