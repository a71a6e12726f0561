import { expect, test } from './support/csp';
import { choosePayment, openBuy, PERSONAS, VIEWPORTS } from './support/buy';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`Buy widget inline checks (${name})`, () => {
    test.use({ viewport });

    test('below the minimum and above the balance are explained beside the amount; Buy stays disabled', async ({ page }) => {
      const drawer = await openBuy(page);
      await choosePayment(drawer, /USD cash account/);
      const amount = drawer.getByLabel('Amount in USD');
      const buy = drawer.getByRole('button', { name: 'Buy', exact: true });
      await amount.fill('0.99');
      await expect(drawer.getByRole('alert')).toHaveText('The minimum is $1.00');
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(buy).toBeDisabled();
      await amount.fill('20000');
      await expect(drawer.getByRole('alert')).toHaveText('Insufficient balance');
      await expect(buy).toBeDisabled();
      await amount.fill('20');
      await expect(drawer.getByRole('alert')).toHaveCount(0);
      await expect(buy).toBeEnabled();
    });

    test('a customer near the weekly limit is told for the card, Apple Pay and Google Pay', async ({ page }) => {
      const drawer = await openBuy(page, PERSONAS.wendy);
      const amount = drawer.getByLabel('Amount in USD');
      const buy = drawer.getByRole('button', { name: 'Buy', exact: true });
      for (const [option, message] of [
        [/Visa ending 4242/, 'This amount is over your weekly card limit.'],
        ['Apple Pay', 'This amount is over your weekly Apple Pay limit.'],
        ['Google Pay', 'This amount is over your weekly Google Pay limit.'],
      ] as const) {
        await choosePayment(drawer, option);
        await amount.fill('150');
        await expect(drawer.getByRole('alert')).toHaveText(`${message} You can still spend $100.00 this week.`);
        await expect(buy).toBeDisabled();
        await amount.fill('100');
        await expect(drawer.getByRole('alert')).toHaveCount(0);
        await expect(buy).toBeEnabled();
      }
      await page.screenshot({ path: `artifacts/buy-weekly-limit-${name}.png` });
    });
  });
}
