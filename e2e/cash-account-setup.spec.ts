import { expect, test } from './support/csp';
import { openSetup, personalDetails, startForm } from './support/kyc';
import { resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`cash account setup (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ request }) => resetSandbox(request));

    test('Sam opens his USD cash account through the forms: errors, address search, verification, ready to deposit', async ({ page }) => {
      // A long journey: on a loaded machine it needs more than the default 30 s.
      test.slow();
      const intro = await openSetup(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-intro-${name}.png` });
      const dialog = await startForm(page, intro);

      const about = dialog.getByRole('form', { name: 'About you' });
      await about.getByLabel('Last name').press('Enter');
      await expect(about.getByLabel('First name')).toBeFocused();
      await expect(about.getByLabel('First name')).toHaveAccessibleDescription('This field is required.');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-form-errors-${name}.png` });
      await personalDetails(dialog, 'Sam', 'Rivera');

      const address = dialog.getByRole('form', { name: 'Your home address' });
      await address.getByRole('combobox', { name: 'Country' }).selectOption('US');
      await address.getByRole('searchbox', { name: 'Search for your address' }).fill('400 Broad');
      await address.getByRole('button', { name: /400 Broad Street/ }).click();
      await expect(address.getByLabel('City')).toHaveValue('Seattle');
      await expect(address.getByRole('combobox', { name: 'State' })).toHaveValue('WA');
      await page.screenshot({ path: `artifacts/kyc-address-${name}.png` });
      await address.getByRole('button', { name: 'Continue' }).click();

      const work = dialog.getByRole('form', { name: 'Your work and income' });
      await work.getByRole('combobox', { name: 'Employment status' }).selectOption('employed');
      await work.getByLabel('Employer name').fill('Acme Corp');
      await work.getByRole('combobox', { name: 'Occupation' }).selectOption('software_engineer');
      await work.getByRole('combobox', { name: /Annual income/ }).selectOption('50k_100k');
      await work.getByRole('checkbox', { name: 'Savings' }).check();
      await work.getByLabel(/Expected monthly deposits/).fill('2500');
      await expect(work.getByLabel(/Expected monthly deposits/)).toHaveValue('2,500');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-employment-${name}.png` });
      await work.getByRole('button', { name: 'Continue' }).click();

      const review = dialog.getByRole('form', { name: 'Review and confirm' });
      await review.getByRole('checkbox', { name: /I declare/ }).check();
      await review.getByRole('button', { name: 'Submit' }).click();

      const ready = page.getByRole('dialog', { name: 'Your cash account is ready' });
      await expect(ready).toBeVisible({ timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-success-${name}.png` });
      await ready.getByRole('button', { name: 'Done' }).click();
      const tile = page.getByRole('dialog', { name: 'Fund your account' }).getByRole('button', { name: /USD cash account/ });
      await expect(tile).toBeFocused();
      await expect(tile).toContainText('Balance $0.00');
    });

    test('"Reject Me" ends on verification unsuccessful', async ({ page }) => {
      const dialog = await startForm(page, await openSetup(page));
      await personalDetails(dialog, 'Reject', 'Me');
      const address = dialog.getByRole('form', { name: 'Your home address' });
      await address.getByRole('combobox', { name: 'Country' }).selectOption('US');
      await address.getByLabel('Address line 1').fill('1 Congress Avenue');
      await address.getByLabel('City').fill('Austin');
      await address.getByRole('combobox', { name: 'State' }).selectOption('TX');
      await address.getByLabel('Postal code').fill('78701');
      await address.getByRole('button', { name: 'Continue' }).click();
      const work = dialog.getByRole('form', { name: 'Your work and income' });
      await work.getByRole('combobox', { name: 'Employment status' }).selectOption('retired');
      await work.getByRole('combobox', { name: /Annual income/ }).selectOption('25k_50k');
      await work.getByRole('checkbox', { name: 'Savings' }).check();
      await work.getByLabel(/Expected monthly deposits/).fill('500');
      await work.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('checkbox', { name: /I declare/ }).check();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      const unsuccessful = page.getByRole('dialog', { name: 'We could not verify your identity' });
      await expect(unsuccessful).toBeVisible({ timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-unsuccessful-${name}.png` });
    });

    test('"Retry Me" is asked to review the details, by keyboard from the intro, and the form opens again', async ({ page }) => {
      const intro = await openSetup(page);
      const agree = intro.getByRole('checkbox', { name: 'I agree to the terms of the cash account' });
      await agree.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(intro.getByRole('button', { name: 'Open cash account' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'We need a few more details' }).getByRole('button', { name: 'Continue' }).press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Set up your USD cash account' });
      await personalDetails(dialog, 'Retry', 'Me');
      const address = dialog.getByRole('form', { name: 'Your home address' });
      await address.getByRole('combobox', { name: 'Country' }).selectOption('US');
      await address.getByLabel('Address line 1').fill('500 Main Street');
      await address.getByLabel('City').fill('Houston');
      await address.getByRole('combobox', { name: 'State' }).selectOption('TX');
      await address.getByLabel('Postal code').fill('77002');
      await address.getByLabel('Postal code').press('Enter');
      const work = dialog.getByRole('form', { name: 'Your work and income' });
      await work.getByRole('combobox', { name: 'Employment status' }).selectOption('student');
      await work.getByRole('combobox', { name: /Annual income/ }).selectOption('under_25k');
      await work.getByRole('checkbox', { name: 'Savings' }).check();
      await work.getByLabel(/Expected monthly deposits/).fill('100');
      await work.getByLabel(/Expected monthly deposits/).press('Enter');
      await dialog.getByRole('checkbox', { name: /I declare/ }).check();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      const retry = page.getByRole('dialog', { name: 'Please check your details' });
      await expect(retry).toBeVisible({ timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-retry-${name}.png` });
      await retry.getByRole('button', { name: 'Review my details' }).click();
      await expect(page.getByRole('dialog', { name: 'Set up your USD cash account' }).getByRole('form', { name: 'About you' })).toBeVisible();
    });
  });
}
