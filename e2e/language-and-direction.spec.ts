import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { seriousViolations, VIEWPORTS } from './support/viewports';

const chooseLanguage = async (page: Page, language: string, apply = 'Apply language') => {
  await page.getByRole('combobox', { name: 'Display language' }).selectOption({ label: language });
  await page.getByRole('button', { name: apply }).click();
};

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`language and direction (${name})`, () => {
    test.use({ viewport });
    // The account keeps a chosen language: every test starts from the personas' own.
    test.beforeEach(async ({ request }) => {
      expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
    });

    test('choosing German in Settings shows the hub in German, after a reload and on a new device too', async ({ page, browser }) => {
      await signIn(page);
      // Settings is in the main navigation on a desktop, an icon in the header on a phone.
      await page.getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await chooseLanguage(page, 'Deutsch');
      await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
      const labels = ['Start', 'Markt', 'Konten', 'Prognosen', 'StakingNeu', 'Mehr'];
      await expect(nav.getByRole('link')).toHaveText(name === 'phone' ? labels : [...labels, 'Einstellungen']);
      if (name === 'phone') await expect(page.getByRole('banner').getByRole('link', { name: 'Einstellungen' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/settings-german-${name}.png` });

      await nav.getByRole('link', { name: 'Start' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Start' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Krypto kaufen' })).toBeVisible();
      await page.getByRole('button', { name: 'Krypto kaufen' }).click();
      const drawer = page.getByRole('dialog', { name: 'Handeln' });
      await expect(drawer.getByRole('tab', { name: 'Kaufen', exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(drawer.getByRole('button', { name: 'Auftragsart: Einmaliger Kauf' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Schließen' }).click();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Start' })).toBeVisible();

      // The account keeps the choice: a fresh device signs in and gets German.
      const other = await browser.newContext({ viewport });
      const device = await other.newPage();
      await signIn(device);
      await expect(device.getByRole('heading', { level: 1, name: 'Start' })).toBeVisible();
      await expect(device.locator('html')).toHaveAttribute('lang', 'de');
      await other.close();
    });

    test('the development switch ?dir=rtl lays the app out right to left; amounts and dialogs follow', async ({ page }) => {
      await signIn(page);
      await page.goto('/hub/settings?dir=rtl');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Display language' }).getByRole('option')).toHaveCount(24);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/settings-rtl-${name}.png` });

      await page.goto('/hub/home?dir=rtl');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByRole('button', { name: 'Buy crypto' }).click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await expect(drawer).toBeVisible();
      const box = await drawer.boundingBox();
      // Right to left, the side drawer opens from the left edge (the inline end).
      expect(box?.x).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/trade-rtl-${name}.png` });
    });

    test('Arabic, an excluded language, is English left to right; the right-to-left switch lasts one visit', async ({ page }) => {
      await signIn(page);
      await page.goto('/hub/home?lang=ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.goto('/hub/home?dir=rtl');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.goto('/hub/home');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    });
  });
}
