import { expect, test } from './support/csp';
import { signIn } from './support';

test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.screenshot({ path: '/tmp/d-home.png' });
  await page.goto('/hub/price/bitcoin');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/d-coin.png' });
  await page.getByRole('button', { name: /^Buy/ }).first().click();
  const trade = page.getByRole('dialog', { name: 'Trade' });
  await trade.getByRole('button', { name: /^Coin: / }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/d-selector.png' });
  await page.keyboard.press('Escape');
  await trade.getByRole('tab', { name: 'Sell' }).click();
  await trade.getByRole('button', { name: /^(Coin|Sell): / }).first().click().catch(() => undefined);
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/d-sellselector.png' });
  await page.goto('/hub/home?lang=ar');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: '/tmp/d-ar.png' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
