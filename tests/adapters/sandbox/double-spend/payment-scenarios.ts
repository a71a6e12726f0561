import { routes } from '../../../../adapters/http/routes';
import { field, type InProcessClient } from '../../../support/in-process-client';
import { cdc, type DuplicateScenario } from './scenario';
import { quote } from './trade-scenarios';

const topUpOrder = async (c: InProcessClient, extra: object) =>
  field(await c.ok(routes.createTopUpOrder, { amount: '50', currency: 'USD', ...cdc, ...extra }), 'fiat_wallet_top_up_order.id');

/** Money in and rewards: top-ups, deposits, CRO locks, subscriptions, mission and referral claims. */
export const PAYMENT_SCENARIOS: readonly DuplicateScenario[] = [
  {
    name: 'a card top-up confirmed',
    route: 'confirmTopUp',
    persona: 'alex',
    setup: async (c) => {
      const id = await topUpOrder(c, { credit_card_id: 'card_visa_4242' });
      const passcode = await c.encryptedPasscode();
      return () => ({ fiat_wallet_top_up_order_id: id, passcode });
    },
  },
  {
    name: 'an Apple Pay top-up token',
    route: 'topUpApplePayToken',
    persona: 'alex',
    setup: async (c) => {
      const id = await topUpOrder(c, { payment_method: 'apple_pay' });
      return () => ({ fiat_wallet_top_up_id: id, token: 'sandbox-apple-pay-token' });
    },
  },
  {
    name: 'a Google Pay top-up token',
    route: 'topUpGooglePayToken',
    persona: 'alex',
    setup: async (c) => {
      const id = await topUpOrder(c, { payment_method: 'google_pay' });
      return () => ({ fiat_wallet_top_up_id: id, google_pay_token: 'sandbox-google-pay-token' });
    },
  },
  {
    name: 'a pull deposit confirmed',
    route: 'confirmPullOrder',
    persona: 'tess',
    setup: async (c) => {
      const body = { amount: '100', bank_account_id: 'ba_tess_chase', currency: 'USD', payment_network: 'us_ach_pull' };
      const id = field(await c.ok(routes.createPullOrder, body), 'order_id');
      const passcode = await c.encryptedPasscode();
      return () => ({ order_id: id, passcode });
    },
  },
  {
    name: 'a deposit request authorised',
    route: 'confirmDepositRequest',
    persona: 'tess',
    setup: async (c) => {
      const body = { amount: '1000', currency: 'CAD', payment_network: 'ca_interac_request', bank_id: 'td' };
      const id = field(await c.ok(routes.createDepositRequestOrder, body), 'deposit_request_order.id');
      return () => ({ order_id: id });
    },
  },
  {
    name: 'an unmatched transfer claimed by its reference number',
    route: 'submitReferenceNumber',
    persona: 'alex',
    params: { deposit_method: 'us_ach' },
    setup: () => Promise.resolve(() => ({ reference_number: 'ACH20261122' })),
  },
  {
    name: 'a CRO lock created',
    route: 'createLock',
    persona: 'alex',
    setup: async (c) => {
      await c.ok(routes.confirmQuotation, {
        quotation_id: await quote(c, { from_currency: 'USD', to_currency: 'CRO', fixed_side: 'buy', amount: '500' }),
        request_id: 'cro',
        side: 'buy',
        ...cdc,
      });
      const id = field(await c.ok(routes.lockupPreview, { amount: '100', payment_method: 'crypto_wallet' }), 'lock_order.order_id');
      const passcode = await c.encryptedPasscode();
      return () => ({ order_id: id, passcode });
    },
  },
  {
    name: 'a lock paid with Google Pay',
    route: 'lockGooglePayToken',
    persona: 'alex',
    setup: async (c) => {
      const order = field(await c.ok(routes.lockupPreview, { amount: '100', payment_method: 'google_pay' }), 'lock_order.order_id');
      const payment = field(await c.ok(routes.createLock, { order_id: order, passcode: await c.encryptedPasscode() }), 'payment.id');
      return () => ({ payment_id: payment, google_pay_token: 'sandbox-google-pay-token' });
    },
  },
  {
    name: 'a lock paid with Apple Pay',
    route: 'lockApplePayToken',
    persona: 'alex',
    setup: async (c) => {
      const order = field(await c.ok(routes.lockupPreview, { amount: '100', payment_method: 'apple_pay' }), 'lock_order.order_id');
      const payment = field(await c.ok(routes.createLock, { order_id: order, passcode: await c.encryptedPasscode() }), 'payment.id');
      return () => ({ payment_id: payment, token: 'sandbox-apple-pay-token' });
    },
  },
  {
    name: 'a level-up subscription',
    route: 'subscribe',
    persona: 'alex',
    setup: async (c) => {
      const id = field(await c.ok(routes.subscriptionPreview, { plan_id: 'plan_pro', billing_period: 'monthly', payment_method: 'fiat_wallet' }), 'preview.id');
      const passcode = await c.encryptedPasscode();
      return () => ({ preview_id: id, passcode });
    },
  },
  {
    name: 'a subscription paid with Google Pay',
    route: 'subscriptionGooglePayToken',
    persona: 'alex',
    setup: async (c) => {
      const id = field(await c.ok(routes.subscriptionPreview, { plan_id: 'plan_pro', billing_period: 'monthly', payment_method: 'google_pay' }), 'preview.id');
      const payment = field(await c.ok(routes.subscribe, { preview_id: id, passcode: await c.encryptedPasscode() }), 'payment.id');
      return () => ({ payment_id: payment, google_pay_token: 'sandbox-google-pay-token' });
    },
  },
  {
    name: 'a subscription paid with Apple Pay',
    route: 'subscriptionApplePayToken',
    persona: 'alex',
    setup: async (c) => {
      const id = field(await c.ok(routes.subscriptionPreview, { plan_id: 'plan_pro', billing_period: 'monthly', payment_method: 'apple_pay' }), 'preview.id');
      const payment = field(await c.ok(routes.subscribe, { preview_id: id, passcode: await c.encryptedPasscode() }), 'payment.id');
      return () => ({ payment_id: payment, token: 'sandbox-apple-pay-token' });
    },
  },
  {
    name: 'a welcome-bonus mission claimed',
    route: 'claimMission',
    persona: 'wendy',
    setup: async (c) => {
      const id = await quote(c, { from_currency: 'USD', to_currency: 'ETH', fixed_side: 'buy', amount: '120' });
      await c.ok(routes.confirmQuotation, { quotation_id: id, request_id: 'buy', side: 'buy', ...cdc });
      return () => ({ mission_id: 'welcome_tier_100' });
    },
  },
  {
    name: 'a referral code claimed',
    route: 'claimReferral',
    persona: 'zoe',
    setup: () => Promise.resolve(() => ({ code: 'CROBOOST' })),
  },
];
