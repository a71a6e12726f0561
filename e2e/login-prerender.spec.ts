import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { DEMO } from './support';
import { VIEWPORTS } from './support/viewports';

/**
 * Holds the app's entry script back until `release` is called: what the page shows before any
 * script runs is then what a customer on a slow connection sees first.
 */
async function holdScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The document is parsed (its inline scripts have run); module scripts may still be waiting. */
const documentParsed = (page: Page) => page.waitForFunction(() => document.readyState !== 'loading');

const warnings = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') seen.push(message.text());
  });
  return seen;
};

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`the sign-in card before the script (${name})`, () => {
    test.use({ viewport, locale: 'en-US' });

    test('paints and takes typing and Enter before any script has run; the app hydrates it keeping what was typed and sends it', async ({ page }) => {
      const seen = warnings(page);
      const release = await holdScript(page);
      await page.goto('/login', { waitUntil: 'commit' });
      const phone = page.getByLabel('Phone number');
      await expect(phone).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await phone.pressSequentially(DEMO.phone);
      // Enter before the app runs: the browser does not send the form (the number never lands in
      // the address); the app sends it once it has hydrated, with what was typed.
      await phone.press('Enter');
      await expect(page).toHaveURL(/\/login$/);
      release();
      await expect(page).toHaveURL(/\/login\/phone-verify$/);
      await expect(page.getByLabel('One-time code')).toBeVisible();
      expect(seen.filter((text) => /prerender|hydrat/i.test(text))).toEqual([]);
    });

    test('another page, or a visitor who chose another language, never sees the English card', async ({ page }) => {
      const release = await holdScript(page);
      await page.goto('/hub/home', { waitUntil: 'commit' });
      await documentParsed(page);
      await expect(page.locator('#root')).toBeEmpty();
      await page.goto('/login?lang=de', { waitUntil: 'commit' });
      await documentParsed(page);
      await expect(page.locator('#root')).toBeEmpty();
      release();
      await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    });
  });
}
