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

    test('the keyboard walks the nav; every entry opens a page with a heading, which takes focus, and marks itself current', async ({ page }) => {
      await signIn(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      // On a phone Settings is an icon in the header, after the bottom bar in the keyboard's order.
      const phone = name === 'phone';
      const linkTo = (linkName: string) =>
        phone && linkName === 'Settings'
          ? page.getByRole('banner').getByRole('link', { name: linkName, exact: true })
          : nav.getByRole('link', { name: linkName, exact: true });
      await expect(nav.getByRole('link')).toHaveCount(phone ? ENTRIES.length - 1 : ENTRIES.length);
      await expect(nav.getByRole('link', { name: 'Staking New' }).getByText('New', { exact: true })).toBeVisible();

      await nav.getByRole('link', { name: 'Home' }).focus();
      for (const [, linkName] of ENTRIES.slice(1)) {
        await page.keyboard.press('Tab');
        await expect(linkTo(linkName)).toBeFocused();
      }

      const main = page.getByRole('main');
      for (const [index, [path, linkName, heading]] of ENTRIES.entries()) {
        const link = linkTo(linkName);
        await link.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/hub/${path}$`));
        const h1 = page.getByRole('heading', { level: 1, name: heading, exact: true });
        await expect(h1).toBeVisible();
        await expect(page).toHaveTitle(`${heading} · Crypto`);
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
        if (path === 'predict' || path === 'staking') await expect(page.getByText('Coming soon in the web app')).toBeVisible();
        if (index === 0) continue;
        // A route change inside the app: the new page's heading has focus (a screen reader reads its
        // name), with no ring drawn around it, and the keyboard goes on from there into the page.
        await expect(h1).toBeFocused();
        await expect(h1).toHaveAttribute('tabindex', '-1');
        expect(await h1.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
        await page.keyboard.press('Tab');
        expect(await main.evaluate((element) => element.contains(document.activeElement) && element !== document.activeElement)).toBe(true);
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
        // A first load leaves focus at the top of the document (the skip link comes first).
        await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
        await expect(page.getByRole('button', { name: 'Get the app' })).toHaveAttribute('aria-haspopup', 'dialog');
        expect(await seriousViolations(page)).toEqual([]);
      }
      await page.goto('/hub');
      await expect(page).toHaveURL(/\/hub\/home$/);
    });
  });
}
