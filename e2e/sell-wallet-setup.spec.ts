import { expect, test } from './support/csp';
import { chooseAsset, openSellTab, seriousViolations, VIEWPORTS } from './support/sell';

const NORA = '+1 555 010 0013';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`sell to a cash account not set up (${name})`, () => {
    test.use({ viewport });

    test('a customer selling BTC to EUR opens the EUR cash account first, then sells into it', async ({ page }) => {
      await page.clock.install();
      const drawer = await openSellTab(page, NORA);
      await chooseAsset(page, drawer, 'Coins', /Bitcoin/);
      const eur = drawer.getByRole('radio', { name: 'EUR cash account', exact: true });
      await expect(eur).toHaveAccessibleDescription('Not set up yet: we will help you open it');
      await eur.click();
      await drawer.getByLabel('Amount in BTC').fill('0.005');
      await expect(drawer.getByTestId('sell-converted')).toHaveText(/^≈ €[\d,]+\.\d{2}$/);
      await drawer.getByRole('button', { name: 'Sell', exact: true }).click();

      const setup = page.getByRole('dialog', { name: 'Open a EUR cash account' });
      await expect(setup).toContainText('you need a EUR cash account');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/sell-wallet-setup-${name}.png` });
      await setup.getByRole('button', { name: 'Open cash account' }).click();

      const ready = page.getByRole('dialog', { name: 'Your EUR cash account is ready' });
      await expect(ready).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await ready.getByRole('button', { name: 'Continue selling' }).click();

      const confirm = page.getByRole('dialog', { name: 'Confirm sell BTC' });
      await expect(confirm.getByTestId('quote-summary')).toContainText('0.005 BTC');
      await expect(confirm.getByTestId('quote-summary')).toContainText('€');
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      const sold = page.getByRole('dialog', { name: 'Sold' });
      await expect(sold).toContainText(/You sold 0\.005 BTC for €[\d,]+\.\d{2}\./);
      await sold.getByRole('button', { name: 'Done' }).click();
      await expect(drawer.getByRole('radio', { name: 'EUR cash account', exact: true })).toHaveAccessibleDescription(/^€[\d,]+\.\d{2}$/);
    });
  });
}
