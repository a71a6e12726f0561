import { expect, test } from './support/csp';
import { signIn } from './support';
import { seriousViolations, VIEWPORTS } from './support/viewports';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`more, guide and settings (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
    });

    test('a US customer reads the fuller legal footer, follows the statement link to the guide, and sees settings', async ({ page }) => {
      await signIn(page);
      await page.getByRole('link', { name: 'More' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'More' })).toBeVisible();
      const legal = page.getByRole('region', { name: 'Legal' });
      await expect(legal.getByTestId('full-legal')).toContainText('not covered by deposit insurance');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/more-${name}.png`, fullPage: true });
      await legal.getByRole('link', { name: 'Read the risk statement' }).click();
      await expect(page).toHaveURL(/\/hub\/knowledge\/guide#risk-statement$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Risk statement' })).toBeVisible();
      // The link's fragment takes focus (and brings the statement into view), not the page's heading.
      await expect(page.getByRole('region', { name: 'Risk statement' })).toBeFocused();
      await expect(page.getByRole('region', { name: 'Risk statement' })).toBeInViewport();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/hub/settings');
      await expect(page.getByLabel('Currency for prices and payments')).toHaveValue('USD');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/settings-${name}.png`, fullPage: true });
    });
  });
}
