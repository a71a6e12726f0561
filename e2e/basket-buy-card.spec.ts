import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { bankPage, seriousViolations, VIEWPORTS } from './support/buy';
import { signIn } from './support';

/** Opens Buy on a basket, pays with `payment`, ticks the terms and confirms. */
async function confirmBasketBuy(page: Page, payment: string | RegExp, amount: string): Promise<Locator> {
  await signIn(page);
  await page.getByRole('button', { name: 'Buy crypto' }).click();
  const trade = page.getByRole('dialog', { name: 'Trade' });
  await trade.getByRole('button', { name: /^Coin: / }).click();
  const selector = page.getByRole('dialog', { name: 'Buy' });
  await selector.getByRole('combobox', { name: 'Search coins and baskets' }).fill('balanced');
  await selector
    .getByRole('group', { name: 'Baskets' })
    .getByRole('option', { name: /^Balanced Four / })
    .click();
  await trade.getByRole('radio', { name: payment }).click();
  await trade.getByLabel('Amount in USD').fill(amount);
  await trade.getByRole('button', { name: 'Buy', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm basket buy' });
  await expect(confirm.getByTestId('basket-preview')).toBeVisible();
  return confirm;
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`basket buy by card and wallet (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
    });

    test('a customer buys a basket with a saved Visa, authenticating with 3-D Secure in the frame', async ({ page }) => {
      const confirm = await confirmBasketBuy(page, /Visa ending 4242/, '40');
      const preview = confirm.getByTestId('basket-preview');
      await expect(preview).toContainText('Fee (0.75%)$0.30');
      await expect(preview).toContainText('Fee (3.99%)$1.60');
      await expect(preview).toContainText('You invest$38.10');
      await confirm.getByRole('checkbox', { name: /basket terms/ }).click();
      await confirm.getByRole('button', { name: 'Confirm' }).click();

      const { modal, frame } = bankPage(page);
      await expect(frame.getByText(/a payment of .* USD to Crypto/)).toBeVisible();
      expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
      await page.screenshot({ path: `artifacts/basket-card-3ds-${name}.png` });
      await frame.getByRole('button', { name: 'Complete authentication' }).click();

      const success = page.getByRole('dialog', { name: 'Basket bought' });
      await expect(success).toContainText('You bought Balanced Four for $40.00.');
      await expect(modal).toBeHidden();
      await success.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('dialog', { name: 'Trade' }).getByRole('note')).toContainText('You own this basket.');
    });

    test('a failed 3-D Secure authentication shows the failure modal and buys nothing', async ({ page }) => {
      const confirm = await confirmBasketBuy(page, /Visa ending 4242/, '30');
      await confirm.getByRole('checkbox', { name: /basket terms/ }).click();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await bankPage(page).frame.getByRole('button', { name: 'Fail authentication' }).click();
      const failure = page.getByRole('dialog', { name: 'Purchase failed' });
      await expect(failure).toContainText('Transaction failed.');
      await failure.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('dialog', { name: 'Trade' }).getByRole('note')).toHaveCount(0);
    });

    test('a customer buys a basket with Google Pay: the wallet sheet, then the bank page in the frame', async ({ page }) => {
      const confirm = await confirmBasketBuy(page, 'Google Pay', '25');
      await confirm.getByRole('checkbox', { name: /basket terms/ }).click();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      const sheet = page.getByRole('dialog', { name: 'Google Pay (sandbox)' });
      await expect(sheet).toContainText('$25.00');
      await sheet.getByRole('button', { name: 'Pay with Google Pay' }).click();
      await bankPage(page).frame.getByRole('button', { name: 'Complete authentication' }).click();
      await expect(page.getByRole('dialog', { name: 'Basket bought' })).toContainText('You bought Balanced Four for $25.00.');
    });
  });
}
