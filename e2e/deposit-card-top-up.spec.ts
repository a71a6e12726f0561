import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { DEMO, signIn } from './support';
import { freezeClock } from './support/clock';
import { resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

/** The gateway's card form in its frame: a card number, then Add card. */
async function fillCardForm(page: Page, number: string): Promise<void> {
  const form = page.getByRole('dialog', { name: 'Add a card' }).frameLocator('iframe[title="Card form of the payment gateway"]');
  await form.getByLabel('Name on card').fill('Alex Morgan');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Add card' }).click();
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`deposit by card top-up (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('a customer opens the deposit deep link on the card method, tops up $100 with the keyboard through 3-D Secure and sees the receivable in her cash account', async ({
      page,
    }) => {
      await signIn(page);
      await page.goto('/hub/home?deposit=USD&method=fiat_wallet_top_up');
      const modal = page.getByRole('dialog', { name: 'Deposit USD · Debit or credit card' });
      await expect(modal.getByRole('radio', { name: /VISA ending 4242/ })).toBeChecked();
      await expect(page).toHaveURL(/\/hub\/home$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-card-options-${name}.png` });

      await modal.getByLabel('Amount in USD').focus();
      await page.keyboard.type('100');
      await page.keyboard.press('Enter');
      await expect(modal.getByRole('heading', { name: 'Confirm your top-up' })).toBeVisible();
      await expect(modal.locator('.summary > div')).toHaveText(['Amount$100.00', 'Fee (3.99 %)$3.99', 'You receive$96.01']);
      await modal.getByRole('checkbox', { name: /I agree to the fee of \$3\.99/ }).check();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-card-confirm-${name}.png` });
      await page.keyboard.press('Enter');
      const passcode = modal.getByLabel('Enter your 6-digit passcode');
      await passcode.fill(DEMO.passcode);
      await passcode.press('Enter');

      const bank = page.getByRole('dialog', { name: 'Confirm your payment' }).frameLocator('iframe[title="Payment page of your bank"]');
      await bank.getByRole('button', { name: 'Complete authentication' }).click();
      await expect(modal.getByRole('status').filter({ hasText: 'Top-up of $100.00 done: $96.01 is in your cash account.' })).toBeVisible();
      await page.screenshot({ path: `artifacts/deposit-card-success-${name}.png` });
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(page.getByRole('region', { name: 'Cash accounts' })).toContainText('$10,096.01');
    });

    test('a declined card is refused in the card form, a debit card is added and tops up once attested, a failed 3-D Secure shows invalid card details, Apple Pay tops up through its sheet, and the cash account grows by exactly the two receivables', async ({
      page,
    }) => {
      await page.clock.install();
      await signIn(page);
      const usd = page.getByRole('region', { name: 'Cash accounts' }).getByRole('listitem').filter({ hasText: 'USD cash account' });
      await expect(usd).toHaveText('USD cash account$10,000.00');
      await page.goto('/hub/home?deposit=USD&method=fiat_wallet_top_up');
      const modal = page.getByRole('dialog', { name: 'Deposit USD · Debit or credit card' });
      const payWith = modal.getByRole('radiogroup', { name: 'Pay with' });
      await expect(payWith.getByRole('radio')).toHaveCount(4);
      await expect(payWith.getByRole('radio', { name: /Apple Pay/ })).toBeEnabled();

      await modal.getByRole('button', { name: 'Add debit card' }).click();
      await fillCardForm(page, '4000 0000 0000 0002');
      const cardForm = page.getByRole('dialog', { name: 'Add a card' });
      await expect(cardForm.getByRole('alert')).toHaveText('Please try again later.');
      await page.screenshot({ path: `artifacts/deposit-card-declined-${name}.png` });
      await cardForm.getByRole('button', { name: 'Try again' }).click();
      await freezeClock(page);
      await fillCardForm(page, '5555 5555 5555 4444');
      await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Card ending in 4444 added.');
      await page.clock.resume();
      await expect(payWith.getByRole('radio', { name: /MASTERCARD ending 4444/ })).toBeChecked();

      await modal.getByLabel('Amount in USD').fill('100');
      await modal.getByRole('button', { name: 'Continue' }).click();
      await expect(modal.locator('.summary > div')).toHaveText(['Amount$100.00', 'Fee (1.49 %)$1.49', 'You receive$98.51']);
      await modal.getByRole('checkbox', { name: /I agree to the fee of \$1\.49/ }).check();
      await modal.getByRole('button', { name: 'Confirm' }).click();
      await expect(modal.getByRole('alert')).toHaveText('Confirm the debit card statement to continue.');
      await modal.getByRole('checkbox', { name: 'I confirm this is a debit card in my own name.' }).check();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-card-debit-confirm-${name}.png` });
      await modal.getByRole('button', { name: 'Confirm' }).click();
      await modal.getByLabel('Enter your 6-digit passcode').fill(DEMO.passcode);
      await modal.getByRole('button', { name: 'Top up' }).click();
      const bank = page.getByRole('dialog', { name: 'Confirm your payment' }).frameLocator('iframe[title="Payment page of your bank"]');
      await freezeClock(page);
      await bank.getByRole('button', { name: 'Fail authentication' }).click();
      await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Invalid card details. Check them or use another card.');
      await expect(modal.getByRole('alert')).toHaveText(
        'The top-up failed. Nothing was charged.Invalid card information. Check the details or add another card.Try again',
      );
      await page.clock.resume();
      await page.screenshot({ path: `artifacts/deposit-card-error-${name}.png` });
      await modal.getByRole('button', { name: 'Try again' }).click();

      await payWith.getByRole('radio', { name: /MASTERCARD ending 4444/ }).check();
      await modal.getByLabel('Amount in USD').fill('100');
      await modal.getByRole('button', { name: 'Continue' }).click();
      await modal.getByRole('checkbox', { name: /I agree to the fee/ }).check();
      await modal.getByRole('checkbox', { name: 'I confirm this is a debit card in my own name.' }).check();
      await modal.getByRole('button', { name: 'Confirm' }).click();
      await modal.getByLabel('Enter your 6-digit passcode').fill(DEMO.passcode);
      await modal.getByRole('button', { name: 'Top up' }).click();
      await bank.getByRole('button', { name: 'Complete authentication' }).click();
      await expect(modal.getByRole('status').filter({ hasText: 'Top-up of $100.00 done: $98.51 is in your cash account.' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(usd).toHaveText('USD cash account$10,098.51');

      await page.goto('/hub/home?deposit=USD&method=fiat_wallet_top_up');
      await payWith.getByRole('radio', { name: /Apple Pay/ }).check();
      await modal.getByLabel('Amount in USD').fill('50');
      await modal.getByRole('button', { name: 'Continue' }).click();
      await expect(modal.locator('.summary > div')).toHaveText(['Amount$50.00', 'Fee (1.49 %)$0.75', 'You receive$49.25']);
      await modal.getByRole('checkbox', { name: /I agree to the fee of \$0\.75/ }).check();
      await modal.getByRole('button', { name: 'Confirm' }).click();
      const sheet = page.getByRole('dialog', { name: 'Apple Pay (sandbox)' });
      await expect(sheet).toContainText('$50.00');
      await page.screenshot({ path: `artifacts/deposit-card-apple-pay-${name}.png` });
      await sheet.getByRole('button', { name: 'Pay with Apple Pay' }).click();
      await expect(modal.getByRole('status').filter({ hasText: 'Top-up of $50.00 done: $49.25 is in your cash account.' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(usd).toHaveText('USD cash account$10,147.76');
    });
  });
}
