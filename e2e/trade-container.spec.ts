import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { seriousViolations, VIEWPORTS } from './support/viewports';

/** Priya: a Prime regular customer (README personas); Alex: a regular funded one. */
const PRIYA = '+1 555 010 0005';

const openTrade = async (page: Page) => {
  await page.getByRole('button', { name: 'Buy crypto' }).click();
  const drawer = page.getByRole('dialog', { name: 'Trade' });
  await expect(drawer.getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');
  return drawer;
};

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`trade container (${name})`, () => {
    test.use({ viewport });

    test('the order-type popover: Buy offers one-time (checked), recurring and target price in the app; Sell offers market and target price', async ({
      page,
    }) => {
      await signIn(page);
      const drawer = await openTrade(page);
      const trigger = drawer.getByRole('button', { name: 'Order type: One-time buy' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Order type: One-time buy' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitemradio', { name: 'One-time buy' })).toHaveAttribute('aria-checked', 'true');
      await expect(menu.getByRole('menuitem')).toHaveText(['Recurring buyApp only', 'Target priceApp only']);
      await expect(menu.getByRole('menuitem', { name: /Recurring buy/ })).toHaveAttribute('aria-haspopup', 'dialog');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/order-type-buy-${name}.png` });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(drawer).toBeVisible();

      await drawer.getByRole('tab', { name: 'Sell' }).click();
      await drawer.getByRole('button', { name: 'Order type: Market order' }).click();
      const sellMenu = page.getByRole('menu');
      await expect(sellMenu.getByRole('menuitemradio', { name: 'Market order' })).toHaveAttribute('aria-checked', 'true');
      await expect(sellMenu.getByRole('menuitem')).toHaveText(['Target priceApp only']);
      await sellMenu.getByRole('menuitem', { name: /Target price/ }).click();
      const download = page.getByRole('dialog', { name: 'Get the Crypto app' });
      await expect(download).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(download).toBeHidden();
      await expect(drawer).toBeVisible();
    });

    test('a Prime regular customer sees the Prime rates badge with its tooltip, and no recurring buy', async ({ page }) => {
      await signIn(page, PRIYA);
      const drawer = await openTrade(page);
      const badge = drawer.getByRole('button', { name: 'Prime rates' });
      await expect(badge).toBeVisible();
      await badge.focus();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toHaveText(/As a Prime member you trade at Prime rates/);
      await expect(badge).toHaveAccessibleDescription(/As a Prime member you trade at Prime rates/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/prime-badge-${name}.png` });
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
      await expect(drawer).toBeVisible();

      await drawer.getByRole('button', { name: 'Order type: One-time buy' }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText(['Target priceApp only']);
    });

    test('a regular customer sees no Prime badge; the drawer returns focus to what opened it', async ({ page }) => {
      await signIn(page);
      const opener = page.getByRole('button', { name: 'Buy crypto' });
      const drawer = await openTrade(page);
      await expect(drawer.getByRole('button', { name: 'Prime rates' })).toHaveCount(0);
      await expect(drawer.getByRole('button', { name: 'Close' })).toBeVisible();
      if (name === 'phone') {
        const box = await drawer.boundingBox();
        expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}
