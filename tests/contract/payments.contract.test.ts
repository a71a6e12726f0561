import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../application/ports/api-error';
import { HttpPaymentsAdapter } from '../../adapters/http/payments-http-adapter';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../../adapters/crypto/passcode-encryption';
import { DEFAULT_GATEWAY_ORIGIN } from '../../adapters/sandbox/exchange/sandbox-exchange';
import { DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { signInAs } from '../support/sign-in';

const USD = currencyCode('USD');
const sealer = new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET });
const VISA = 'card_visa_4242';
const DEBIT = 'card_mc_5454';
const PAYPAL_US = { countryCode: 'US', email: 'alex@example.com', firstName: 'Alex', lastName: 'Morgan', payerId: 'PAYER1' };

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function code(result: ApiResult<unknown>): string | undefined {
  return !result.ok && result.error.kind === 'business' ? result.error.code : undefined;
}

/** The gateway session a page URL names (`{origin}/gateway/{kind}/{id}`). */
const sessionIdOf = (url: string): string => decodeURIComponent(url.split('/').pop() ?? '');

describe('payments contract: HttpPaymentsAdapter against the sandbox exchange (spec 001 §7 cards, top-up and PayPal)', () => {
  let h: SandboxHarness;
  let payments: HttpPaymentsAdapter;

  const start = async (persona: string) => {
    const account = await signInAs(h, persona);
    const usd = () => h.exchange.context.ledger.balance(account.uuid, account.persona.nativeCurrency);
    return { account, usd };
  };
  const complete = (url: string, outcome: 'succeeded' | 'failed' | 'cancelled', form: Record<string, string> = {}) =>
    h.exchange.context.gateway.complete(sessionIdOf(url), outcome, form);
  const cardOrder = (cardId: string, amount: string) => payments.createTopUpOrder({ amount: dec(amount), currency: USD, source: { cardId } });

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    payments = new HttpPaymentsAdapter(h.get('http'), sealer);
  });

  afterEach(() => h.stop());

  describe('getPaymentAccounts', () => {
    it("lists the persona's cards with brand, masked number, type and state, and no PayPal account yet", async () => {
      await start('alex');
      const accounts = value(await payments.getPaymentAccounts({ types: ['card', 'pay_pal'], usage: 'fiat_wallet_top_up' }));
      expect(accounts.cards).toEqual([
        { id: VISA, brand: 'visa', maskedCardNumber: '**** **** **** 4242', type: 'credit_card', currency: 'USD' },
        { id: DEBIT, brand: 'mastercard', maskedCardNumber: '**** **** **** 5454', type: 'debit_card', currency: 'USD' },
      ]);
      expect(accounts.paypalAccounts).toEqual([]);
    });

    it("marks ed's card expired and wei's Singapore card rejected", async () => {
      await start('ed');
      const ed = value(await payments.getPaymentAccounts({ types: ['card'], usage: 'crypto_purchase' }));
      expect(ed.cards.map((c) => c.status)).toEqual(['expired', undefined]);
      h.stop();
      h = createSandboxHarness();
      h.start();
      payments = new HttpPaymentsAdapter(h.get('http'), sealer);
      await start('wei');
      const wei = value(await payments.getPaymentAccounts({ types: ['card'], usage: 'crypto_purchase' }));
      expect(wei.cards).toEqual([expect.objectContaining({ id: 'card_sg_4000', status: 'rejected', currency: 'SGD' })]);
    });

    it('refuses an unknown usage with invalid_parameter', async () => {
      await start('alex');
      expect(code(await payments.getPaymentAccounts({ types: ['card'], usage: 'gift' as 'crypto_purchase' }))).toBe('invalid_parameter');
    });
  });

  describe('card registration and deletion', () => {
    it('opens the card form on the gateway origin; a completed form saves the card, replacing the named one', async () => {
      await start('alex');
      const { url } = value(await payments.startCardRegistration('crypto_purchase', VISA));
      expect(url.startsWith(`${DEFAULT_GATEWAY_ORIGIN}/gateway/card_add/`)).toBe(true);
      expect(complete(url, 'succeeded', { cardholderName: 'Alex Morgan', brand: 'mastercard', last4: '4444', expiry: '09/2030' })?.status).toBe('succeeded');
      const cards = value(await payments.getPaymentAccounts({ types: ['card'], usage: 'crypto_purchase' })).cards;
      expect(cards.map((c) => [c.brand, c.maskedCardNumber.slice(-4), c.type])).toEqual([
        ['mastercard', '5454', 'debit_card'],
        ['mastercard', '4444', 'credit_card'],
      ]);
    });

    it('a cancelled form saves nothing', async () => {
      const { account } = await start('alex');
      const { url } = value(await payments.startCardRegistration('crypto_purchase'));
      complete(url, 'cancelled');
      expect(h.exchange.payments.paymentAccounts(account, ['card']).cards).toHaveLength(2);
    });

    it("a Singapore account's card form is refused with pgw__sg_cc_not_supported_4_add_card and saves nothing", async () => {
      const { account } = await start('wei');
      const { url } = value(await payments.startCardRegistration('crypto_purchase'));
      expect(h.exchange.context.gateway.find(sessionIdOf(url))?.payload['declineCode']).toBe('pgw__sg_cc_not_supported_4_add_card');
      expect(complete(url, 'succeeded', { brand: 'visa', last4: '1111', expiry: '01/2031' })?.status).toBe('failed');
      expect(h.exchange.payments.paymentAccounts(account, ['card']).cards).toHaveLength(1);
    });

    it('refuses an unknown card to replace and a sixth debit card', async () => {
      await start('alex');
      expect(code(await payments.startCardRegistration('crypto_purchase', 'card_nope'))).toBe('credit_card_not_found');
      for (let i = 0; i < 4; i++) {
        const { url } = value(await payments.startCardRegistration('fiat_wallet_top_up'));
        complete(url, 'succeeded', { brand: 'visa', last4: `100${i}`, expiry: '01/2031' });
      }
      expect(code(await payments.startCardRegistration('fiat_wallet_top_up'))).toBe('top_up_debit_card_limit_reached');
    });

    it('deletes a credit card; a debit card cannot be deleted and an unknown card is not found', async () => {
      await start('alex');
      expect((await payments.deleteCard(VISA)).ok).toBe(true);
      expect(value(await payments.getPaymentAccounts({ types: ['card'], usage: 'crypto_purchase' })).cards.map((c) => c.id)).toEqual([DEBIT]);
      expect(code(await payments.deleteCard(DEBIT))).toBe('credit_card_not_deletable');
      expect(code(await payments.deleteCard(VISA))).toBe('credit_card_not_found');
    });
  });

  describe('createTopUpOrder', () => {
    it('prices a credit card top-up at 3.99 % and a debit card at 1.49 %, receivable = amount - fee', async () => {
      await start('alex');
      const credit = value(await cardOrder(VISA, '100'));
      expect(credit).toMatchObject({
        paymentMethod: 'credit_card',
        card: { brand: 'visa', maskedCardNumber: '**** **** **** 4242' },
        googlePayParams: undefined,
      });
      expect([credit.amount, credit.feeAmount, credit.receivableAmount, credit.feePercentage].map((d) => d.toFixed(2))).toEqual([
        '100.00',
        '3.99',
        '96.01',
        '3.99',
      ]);
      const debit = value(await cardOrder(DEBIT, '250'));
      expect([debit.paymentMethod, debit.feeAmount.toFixed(2), debit.receivableAmount.toFixed(2)]).toEqual(['debit_card', '3.73', '246.27']);
    });

    it('returns google_pay_params for a Google Pay order', async () => {
      await start('alex');
      const order = value(await payments.createTopUpOrder({ amount: dec('50'), currency: USD, source: { paymentMethod: 'google_pay' } }));
      expect(order.googlePayParams).toMatchObject({
        allowedCardNetworks: ['MASTERCARD', 'VISA'],
        allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
        environment: 'TEST',
        currencyCode: 'USD',
      });
      expect(order.googlePayParams?.totalPrice.toFixed(2)).toBe('50.00');
    });

    it('refuses expired, Singapore-rejected and unknown cards with the catalogue codes', async () => {
      await start('ed');
      expect(code(await cardOrder('card_visa_0005', '100'))).toBe('payment_card_expired');
      expect(code(await cardOrder('card_nope', '100'))).toBe('credit_card_not_found');
    });

    it("refuses wei's card with sg_credit_card_crypto_not_supported", async () => {
      await start('wei');
      const order = await payments.createTopUpOrder({ amount: dec('100'), currency: currencyCode('SGD'), source: { cardId: 'card_sg_4000' } });
      expect(code(order)).toBe('sg_credit_card_crypto_not_supported');
    });

    it('applies the limits: below the minimum, above the maximum, and a currency without a wallet', async () => {
      await start('alex');
      const below = await cardOrder(VISA, '19.99');
      expect(code(below)).toBe('top_up_below_minimum');
      expect(!below.ok && below.error.kind === 'business' && below.error.meta).toEqual({ min: '20', currency: 'USD' });
      expect(code(await cardOrder(VISA, '2500.01'))).toBe('top_up_above_maximum');
      expect(code(await payments.createTopUpOrder({ amount: dec('100'), currency: currencyCode('EUR'), source: { cardId: VISA } }))).toBe(
        'fiat_wallet_top_up_currency_not_supported',
      );
    });

    it("respects wendy's weekly card and Apple Pay limit: reaching it exactly is allowed, one cent more is not", async () => {
      await start('wendy');
      const over = await cardOrder(VISA, '100.01');
      expect(code(over)).toBe('credit_card_weekly_limit_exceeded');
      expect(!over.ok && over.error.kind === 'business' && over.error.meta).toMatchObject({
        rolling_7days_amount: '4900.00',
        rolling_7days_limit: '5000.00',
        remaining: '100.00',
      });
      const applePay = await payments.createTopUpOrder({ amount: dec('100.01'), currency: USD, source: { paymentMethod: 'apple_pay' } });
      expect(code(applePay)).toBe('apple_pay_weekly_limit_exceeded');
      expect((await cardOrder(VISA, '100')).ok).toBe(true);
    });
  });

  describe('confirmTopUp', () => {
    it('a card top-up shows the 3-D Secure page; its success moves the money once: receivable to the wallet, fee to the house', async () => {
      const { usd } = await start('alex');
      const order = value(await cardOrder(VISA, '100'));
      const confirmation = value(await payments.confirmTopUp(order.id, DEMO_PASSCODE));
      if (confirmation.kind !== 'authenticate') throw new Error('expected the authentication page');
      expect(confirmation.url.startsWith(`${DEFAULT_GATEWAY_ORIGIN}/gateway/three_ds/`)).toBe(true);
      expect(confirmation.html).toContain(confirmation.url);
      const session = h.exchange.context.gateway.find(sessionIdOf(confirmation.url));
      expect(session).toMatchObject({ kind: 'three_ds', messageSource: 'paymentGateway', payload: { amount: '100.00', currency: 'USD' } });
      const again = value(await payments.confirmTopUp(order.id, DEMO_PASSCODE));
      expect(again).toEqual(confirmation);
      expect(usd().toFixed(2)).toBe('10000.00');
      complete(confirmation.url, 'succeeded');
      expect(usd().toFixed(2)).toBe('10096.01');
      expect(h.exchange.context.ledger.balance('house', 'USD').toFixed(2)).toBe('3.99');
      expect(code(await payments.confirmTopUp(order.id, DEMO_PASSCODE))).toBe('fiat_wallet_top_up_order_already_processed');
      complete(confirmation.url, 'succeeded');
      expect(usd().toFixed(2)).toBe('10096.01');
    });

    it('(design) the order status tells what the server recorded: authenticating, then completed with its transaction, or failed', async () => {
      await start('alex');
      const order = value(await cardOrder(VISA, '100'));
      expect(value(await payments.getTopUpOrder(order.id))).toEqual({ id: order.id, status: 'created', transactionId: undefined });
      const confirmation = value(await payments.confirmTopUp(order.id, DEMO_PASSCODE));
      if (confirmation.kind !== 'authenticate') throw new Error('expected the authentication page');
      expect(value(await payments.getTopUpOrder(order.id)).status).toBe('authenticating');
      complete(confirmation.url, 'succeeded');
      const done = value(await payments.getTopUpOrder(order.id));
      expect(done).toMatchObject({ id: order.id, status: 'completed' });
      expect(value(await payments.getFiatTransaction(done.transactionId ?? ''))).toMatchObject({
        kind: 'fiat_wallet_top_up',
        status: 'completed',
        amount: dec('96.01'),
      });
      const declined = value(await cardOrder(VISA, '50'));
      const page = value(await payments.confirmTopUp(declined.id, DEMO_PASSCODE));
      if (page.kind !== 'authenticate') throw new Error('expected the authentication page');
      complete(page.url, 'failed');
      expect(value(await payments.getTopUpOrder(declined.id))).toEqual({ id: declined.id, status: 'failed', transactionId: undefined });
      expect(code(await payments.getTopUpOrder('topup_unknown'))).toBe('fiat_wallet_top_up_order_not_found');
    });

    it('a declined or cancelled 3-D Secure moves nothing and ends the order', async () => {
      const { usd } = await start('alex');
      const order = value(await cardOrder(VISA, '100'));
      const confirmation = value(await payments.confirmTopUp(order.id, DEMO_PASSCODE));
      if (confirmation.kind !== 'authenticate') throw new Error('expected the authentication page');
      complete(confirmation.url, 'cancelled');
      expect(usd().toFixed(2)).toBe('10000.00');
      expect(code(await payments.confirmTopUp(order.id, DEMO_PASSCODE))).toBe('fiat_wallet_top_up_order_already_processed');
    });

    it('refuses a wrong passcode with the attempts left, and an unknown order', async () => {
      await start('alex');
      const order = value(await cardOrder(VISA, '100'));
      const wrong = await payments.confirmTopUp(order.id, '000000');
      expect(code(wrong)).toBe('invalid_passcode');
      expect(!wrong.ok && wrong.error.kind === 'business' && wrong.error.meta).toEqual({ remaining_number_of_attempts: 4 });
      expect(code(await payments.confirmTopUp('topup_nope', DEMO_PASSCODE))).toBe('fiat_wallet_top_up_order_not_found');
    });

    it('the wrong passcode that locks the account answers too_many_fail_attempts_error; the lock ends the session, so nothing more is confirmed', async () => {
      const { usd } = await start('alex');
      const order = value(await cardOrder(VISA, '100'));
      for (let i = 0; i < 4; i++) expect(code(await payments.confirmTopUp(order.id, '000000'))).toBe('invalid_passcode');
      expect(code(await payments.confirmTopUp(order.id, '000000'))).toBe('too_many_fail_attempts_error');
      const after = await payments.confirmTopUp(order.id, DEMO_PASSCODE);
      expect(after.ok ? 'confirmed' : after.error.kind).toBe('unauthorized');
      expect(usd().toFixed(2)).toBe('10000.00');
    });
  });

  describe('Apple Pay and Google Pay tokens', () => {
    it('Apple Pay: the token executes the top-up at once (1.49 %), and only once', async () => {
      const { usd } = await start('alex');
      const order = value(await payments.createTopUpOrder({ amount: dec('200'), currency: USD, source: { paymentMethod: 'apple_pay' } }));
      const { url } = value(await payments.submitApplePayToken(order.id, 'apple-token'));
      expect(url).toMatch(/^\/api\/fiat_wallets\/transactions\//);
      expect(usd().toFixed(2)).toBe('10197.02');
      expect(code(await payments.submitApplePayToken(order.id, 'apple-token'))).toBe('fiat_wallet_top_up_order_already_processed');
      expect(code(await payments.submitApplePayToken('topup_nope', 'apple-token'))).toBe('fiat_wallet_top_up_order_not_found');
    });

    it('Google Pay: the token opens 3-D Secure and its success executes the top-up; a card order is not a Google Pay order', async () => {
      const { usd } = await start('alex');
      const order = value(await payments.createTopUpOrder({ amount: dec('200'), currency: USD, source: { paymentMethod: 'google_pay' } }));
      const { url } = value(await payments.submitGooglePayToken(order.id, 'google-token'));
      complete(url, 'succeeded');
      expect(usd().toFixed(2)).toBe('10197.02');
      const card = value(await cardOrder(VISA, '100'));
      expect(code(await payments.submitGooglePayToken(card.id, 'google-token'))).toBe('invalid_parameter');
    });
  });

  describe('fiat wallet transactions', () => {
    it('lists the top-up newest first and fetches it by id; an unknown id is not found', async () => {
      await start('alex');
      const order = value(await payments.createTopUpOrder({ amount: dec('100'), currency: USD, source: { paymentMethod: 'apple_pay' } }));
      value(await payments.submitApplePayToken(order.id, 'apple-token'));
      const list = value(await payments.getFiatTransactions());
      expect(list).toHaveLength(1);
      const [top] = list;
      if (top === undefined) throw new Error('no transaction');
      expect(top).toMatchObject({
        kind: 'fiat_wallet_top_up',
        status: 'completed',
        nature: 'in',
        currency: 'USD',
        description: 'Top-up by Apple Pay',
        sourceType: 'apple_pay',
      });
      expect([top.amount, top.fee, top.totalChargedAmount].map((d) => d?.toFixed(2))).toEqual(['98.51', '1.49', '100.00']);
      expect(value(await payments.getFiatTransaction(top.id))).toEqual(top);
      expect(code(await payments.getFiatTransaction('tx_nope'))).toBe('fiat_wallet_transaction_not_found');
      expect(code(await payments.getFiatTransactions(0))).toBe('invalid_parameter');
    });
  });

  describe('PayPal', () => {
    it('a payment token registers a PayPal account through the gateway page: approved in the same country', async () => {
      const { account } = await start('alex');
      const token = value(await payments.getCardPaymentToken(account.uuid));
      const { url } = value(
        await payments.preparePaypalRegister({ cardToken: token, detail: PAYPAL_US, transactionType: 'top_up', usage: 'fiat_wallet_top_up' }),
      );
      expect(url.startsWith(`${DEFAULT_GATEWAY_ORIGIN}/gateway/paypal/`)).toBe(true);
      complete(url, 'succeeded', { email: PAYPAL_US.email, paypalAccountStatus: 'approved' });
      const accounts = value(await payments.getPaymentAccounts({ types: ['pay_pal'], usage: 'fiat_wallet_top_up' }));
      expect(accounts.paypalAccounts).toEqual([{ id: expect.any(String) as string, status: 'approved', title: 'alex@example.com' }]);
      expect(code(await payments.preparePaypalRegister({ cardToken: token, detail: PAYPAL_US, transactionType: 'top_up', usage: 'fiat_wallet_top_up' }))).toBe(
        'invalid_token',
      );
    });

    it('a PayPal account from another country is auto_checking_failed and cannot top up; an approved one tops up on the passcode alone', async () => {
      const { account, usd } = await start('alex');
      const register = async (countryCode: string, payerId: string) => {
        const token = value(await payments.getCardPaymentToken(account.uuid));
        const { url } = value(
          await payments.preparePaypalRegister({
            cardToken: token,
            detail: { ...PAYPAL_US, countryCode, payerId },
            transactionType: 'top_up',
            usage: 'fiat_wallet_top_up',
          }),
        );
        complete(url, 'succeeded', { email: PAYPAL_US.email });
      };
      await register('GB', 'PAYER-GB');
      await register('US', 'PAYER-US');
      const [pending, approved] = value(await payments.getPaymentAccounts({ types: ['pay_pal'], usage: 'fiat_wallet_top_up' })).paypalAccounts;
      expect([pending?.status, approved?.status]).toEqual(['auto_checking_failed', 'approved']);
      expect(code(await cardOrder(pending?.id ?? '', '100'))).toBe('paypal_account_not_approved');
      const order = value(await cardOrder(approved?.id ?? '', '100'));
      expect([order.paymentMethod, order.feeAmount.toFixed(2)]).toEqual(['paypal', '1.99']);
      const confirmation = value(await payments.confirmTopUp(order.id, DEMO_PASSCODE));
      expect(confirmation.kind).toBe('completed');
      expect(usd().toFixed(2)).toBe('10098.01');
    });

    it('refuses a token for another user, and a token older than 15 minutes', async () => {
      const { account } = await start('alex');
      expect(code(await payments.getCardPaymentToken('00000000-0000-4000-8000-000000000002'))).toBe('invalid_parameter');
      const token = value(await payments.getCardPaymentToken(account.uuid));
      await h.time.advance(15 * 60_000 + 1);
      expect(code(await payments.preparePaypalRegister({ cardToken: token, detail: PAYPAL_US, transactionType: 'top_up', usage: 'fiat_wallet_top_up' }))).toBe(
        'token_expired',
      );
    });
  });
});
