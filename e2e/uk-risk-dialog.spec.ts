import { expect, test } from './support/csp';
import { signIn } from './support';
import { resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

/** Oliver: past his UK cooling-off window; Harriet: inside hers (README personas). */
const OLIVER = '+44 7700 900004';
const HARRIET = '+44 7700 900003';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`UK risk dialog (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('Oliver, past his cooling-off, sees the risk dialog once; Harriet, inside hers, does not', async ({ page, context }) => {
      await signIn(page, OLIVER);
      const dialog = page.getByRole('alertdialog', { name: 'Before you invest in crypto' });
      await expect(dialog).toContainText(/^.*Oliver .*, crypto is a high-risk investment/);
      await expect(dialog.getByRole('link', { name: /UK risk summary/ })).toHaveAttribute('target', '_blank');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/uk-risk-dialog-${name}.png` });
      await dialog.getByRole('button', { name: 'I understand' }).click();
      await expect(dialog).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Log out' }).click();
      await context.clearCookies();
      await signIn(page, HARRIET);
      await expect(page.getByRole('region', { name: 'Cooling-off period' })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toBeHidden();
    });
  });
}
