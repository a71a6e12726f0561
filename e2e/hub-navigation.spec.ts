import { expect, test } from './support/csp';
import { signIn } from './support';
import { seriousViolations, VIEWPORTS } from './support/viewports';

/** The nav entries of spec 001 §2 in display order: path, link name, page heading. */
const ENTRIES = [
  ['home', 'Home', 'Home'],
  ['market', 'Market', 'Market'],
  ['account', 'Accounts', 'Accounts'],
  ['predict', 'Predict', 'Predict'],
  ['staking', 'Staking New', 'Staking'],
  ['more', 'More', 'More'],
  ['settings', 'Settings', 'Settings'],
] as const;

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`hub navigation (${name})`, () => {
    test.use({ viewport });

    test('the keyboard walks the nav; every entry opens a page with a heading and marks itself current', async ({ page }) => {
      await signIn(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveCount(ENTRIES.length);
      await expect(nav.getByRole('link', { name: 'Staking New' }).getByText('New', { exact: true })).toBeVisible();

      await nav.getByRole('link', { name: 'Home' }).focus();
      for (const [index, [path, linkName, heading]] of ENTRIES.entries()) {
        if (index > 0) await page.keyboard.press('Tab');
        const link = nav.getByRole('link', { name: linkName, exact: true });
        await expect(link).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/hub/${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        await expect(page).toHaveTitle(`${heading} · Crypto`);
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
        if (path === 'predict' || path === 'staking') await expect(page.getByText('Coming soon in the web app')).toBeVisible();
      }
      // Each click tracked its entry's analytics event on the page's data layer (spec 001 §2).
      const tracked = await page.evaluate(() => ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event));
      expect(tracked).toEqual(ENTRIES.map(([path]) => `nav_${path}_clicked`));
    });

    test('pages not built yet offer the app download, and pass the accessibility scan', async ({ page }) => {
      await signIn(page);
      await expect(page.getByTestId('total-balance')).toContainText('$');
      expect(await seriousViolations(page)).toEqual([]);
      for (const path of ['/hub/staking', '/hub/predict/sports']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Get the app' })).toHaveAttribute('aria-haspopup', 'dialog');
        expect(await seriousViolations(page)).toEqual([]);
      }
      await page.goto('/hub');
      await expect(page).toHaveURL(/\/hub\/home$/);
    });
  });
}
