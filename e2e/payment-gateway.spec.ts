import AxeBuilder from '@axe-core/playwright';
import { type GatewayHost, startGatewayHost } from './support/gateway-host';
import { expect, test } from './support/csp';

let host: GatewayHost;
test.beforeAll(async () => {
  host = await startGatewayHost();
});
test.afterAll(() => host.stop());
test.beforeEach(({ context }) => context.addCookies([host.sessionCookie]));

test('a card added in the gateway frame reaches the app through postMessage, under both origins’ CSPs', async ({ page }) => {
  await page.goto(host.hostUrl({ frame: host.open('card_add', 'paymentGateway') }));
  const frame = page.frameLocator('iframe[title="Payment gateway"]');
  await expect(frame.getByRole('heading', { name: 'Add a card' })).toBeVisible();
  await frame.getByLabel('Name on card').fill('Alex Morgan');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4241');
  await frame.getByLabel('Expiry date (MM/YY)').fill('08/30');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByRole('button', { name: 'Add card' }).click();
  await expect(frame.getByRole('alert')).toHaveText('Check the field marked below.');
  await expect(frame.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByRole('button', { name: 'Add card' }).click();

  await expect(frame.getByRole('status')).toHaveText('Done. You can go back to Crypto.');
  await expect(page.getByRole('list', { name: 'Frame results' })).toHaveText('card success -');
  expect(host.completions).toEqual(['card_add succeeded']);
});

test('a 3-D Secure purchase posts its transaction id; a message forged on the app’s own origin is ignored', async ({ page }) => {
  await page.goto(host.hostUrl({ frame: host.open('three_ds', 'TradingCryptoPurchase', { transaction_id: 'tx_77', amount: '100.00', currency: 'USD' }) }));
  await page.evaluate(() => window.postMessage({ source: 'TradingCryptoPurchase', status: 'success', transaction_id: 'forged' }, '*'));
  const frame = page.frameLocator('iframe[title="Payment gateway"]');
  await expect(frame.getByText('a payment of 100.00 USD to Crypto')).toBeVisible();
  await frame.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('list', { name: 'Frame results' })).toHaveText('trade success tx_77');
});

for (const [kind, source] of [
  ['card_add', 'paymentGateway'],
  ['three_ds', 'TradingCryptoPurchase'],
  ['paypal', 'paypal'],
  ['bank_link', 'bankLink'],
] as const) {
  test(`the ${kind} gateway page is accessible`, async ({ page }) => {
    await page.goto(host.open(kind, source));
    await expect(page.getByRole('main')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  });
}

test('PayPal authorisation in a popup posts its result to the opener and closes, across the two origins’ COOP', async ({ page }) => {
  await page.goto(host.hostUrl({ popup: host.open('paypal', 'paypal', { paypalAccountStatus: 'auto_checking_failed' }) }));
  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PayPal' }).click();
  const popup = await opening;
  await popup.getByLabel('PayPal email').fill('alex@example.com');
  const closing = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Agree and link' }).click();
  await closing;
  await expect(page.getByRole('list', { name: 'Frame results' })).toHaveText('paypal success auto_checking_failed');
  expect(host.completions).toContain('paypal succeeded');
});

test('the gateway refuses to be framed by any origin but the app’s', async ({ page, cspViolations }) => {
  const otherOrigin = host.appOrigin.replace('127.0.0.1', 'localhost');
  await page.goto(host.hostUrl({ frame: host.open('three_ds', 'TradingCryptoPurchase') }).replace(host.appOrigin, otherOrigin));
  await expect(page.getByRole('heading', { name: 'Payment frame host' })).toBeVisible();
  await expect.poll(() => cspViolations.some((v) => v.includes('frame-ancestors'))).toBe(true);
  await expect(page.frameLocator('iframe[title="Payment gateway"]').getByRole('button', { name: 'Complete authentication' })).toHaveCount(0);
  cspViolations.splice(0);
});

test('the sandbox Apple Pay and Google Pay sheets are accessible dialogs that pay or cancel', async ({ page }) => {
  await page.goto(host.hostUrl());
  const opener = page.getByRole('button', { name: 'Apple Pay' });
  await opener.click();
  const apple = page.getByRole('dialog', { name: 'Apple Pay (sandbox)' });
  await expect(apple).toContainText('$100.00');
  await expect(apple.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
  await apple.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  await expect(apple).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.getByRole('button', { name: 'Google Pay' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Frame results' }).getByRole('listitem')).toHaveText(['apple_pay apple_pay', 'google_pay cancelled']);
});
