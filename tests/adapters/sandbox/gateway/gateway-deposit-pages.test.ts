import { describe, expect, it } from 'vitest';
import { PAYPAL_LOGIN_PATH } from '../../../../adapters/sandbox/gateway/paypal-login';
import { payerIdOf } from '../../../../domain/deposit/paypal-messages';
import { APP_ORIGIN, GATEWAY_ORIGIN, gatewayFixture, postedMessage } from './gateway-fixture';

const LOGIN = `${GATEWAY_ORIGIN}${PAYPAL_LOGIN_PATH}`;

describe('the gateway pages deposits open', () => {
  it("PayPal's sign-in stand-in offers the customer's country and posts the payer to the app", async () => {
    const { get, post } = gatewayFixture();
    const form = await (await get(LOGIN)).text();
    expect(form).toContain('<h1 id="page-title">Log in to PayPal</h1>');
    expect(form).toContain('<option value="US" selected>United States</option>');
    const answered = await post(LOGIN, { decision: 'submit', email: 'alex@example.com', firstName: 'Alex', lastName: 'Morgan', countryCode: 'GB' });
    expect(answered.status).toBe(200);
    expect(postedMessage(await answered.text())).toEqual({
      targetOrigin: APP_ORIGIN,
      message: {
        source: 'paypalLogin',
        status: 'success',
        pay_pal_detail: { email: 'alex@example.com', firstName: 'Alex', lastName: 'Morgan', countryCode: 'GB', payerId: payerIdOf('alex@example.com') },
      },
    });
  });

  it('the sign-in asks again for missing fields, and cancel posts cancelled', async () => {
    const { post } = gatewayFixture();
    const invalid = await post(LOGIN, { decision: 'submit', email: 'nope', firstName: '', lastName: 'M', countryCode: 'US' });
    expect(invalid.status).toBe(422);
    const html = await invalid.text();
    expect(html).toContain('Check the 2 fields marked below.');
    expect(html).toContain('Enter the email address of your PayPal account.');
    expect(postedMessage(await (await post(LOGIN, { decision: 'cancel' })).text())?.message).toEqual({ source: 'paypalLogin', status: 'cancelled' });
    expect((await post(LOGIN, { decision: 'cancel' }, 'http://elsewhere.test')).status).toBe(403);
  });

  it('a payer id is stable for an email (any case) and differs between emails', () => {
    expect(payerIdOf('Alex@Example.com ')).toBe(payerIdOf('alex@example.com'));
    expect(payerIdOf('alex@example.com')).toMatch(/^P[0-9A-Z]{12}$/);
    expect(payerIdOf('zoe@example.com')).not.toBe(payerIdOf('alex@example.com'));
  });

  it("a bank link's success hands back its public token and account id; a failure hands back neither", async () => {
    const { open, post } = gatewayFixture();
    const payload = { public_token: 'public-sandbox_1', plaid_account_id: 'plaid_acc_1' };
    const linked = postedMessage(await (await post(open('bank_link', { messageSource: 'bankLink', payload }), { decision: 'submit' })).text());
    expect(linked?.message).toEqual({ source: 'bankLink', status: 'success', public_token: 'public-sandbox_1', account_id: 'plaid_acc_1' });
    const cancelled = postedMessage(await (await post(open('bank_link', { messageSource: 'bankLink', payload }), { decision: 'cancel' })).text());
    expect(cancelled?.message).toEqual({ source: 'bankLink', status: 'cancelled' });
  });

  it('a page opened in place of the app names the transfer and sends the customer back to the in-app path', async () => {
    const { open, get, post } = gatewayFixture();
    const url = open('bank_link', {
      messageSource: 'depositRequest',
      payload: { amount: '100.00', currency: 'CAD', bankName: 'Tangerine', return_path: '/hub/home?deposit=CAD&request_order=drq_1' },
    });
    expect(await (await get(url)).text()).toContain('Your bank at Tangerine asks you to authorise a transfer of 100.00 CAD');
    const done = await (await post(url, { decision: 'submit' })).text();
    expect(done).toContain(`data-return-url="${APP_ORIGIN}/hub/home?deposit=CAD&amp;request_order=drq_1"`);
    expect(done).toContain('>Back to Crypto</a>');
  });
});
