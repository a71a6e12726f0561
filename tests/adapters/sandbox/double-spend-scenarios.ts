import { routes } from '../../../adapters/http/routes';
import { field, type InProcessClient } from '../../support/in-process-client';

type RouteName = keyof typeof routes;

/**
 * A call that takes a single-use thing (a quotation, a preview, an order, a lock order, a top-up,
 * a deposit, a gateway session, a claim), and how to make that thing first: `setup` runs the
 * calls before it and gives the body of each copy of the call fired at once.
 */
export interface DuplicateScenario {
  readonly name: string;
  readonly route: RouteName;
  readonly persona: string;
  readonly setup: (client: InProcessClient) => Promise<(copy: number) => unknown>;
  readonly params?: Readonly<Record<string, string>>;
}

const cdc = { is_cdc_web: true };
const quote = async (c: InProcessClient, body: object): Promise<string> => field(await c.ok(routes.fiatWalletQuotation, body), 'quotation.id');
const buyQuote = (c: InProcessClient) => quote(c, { from_currency: 'USD', to_currency: 'BTC', fixed_side: 'buy', amount: '100' });
const cardQuote = async (c: InProcessClient, extra: object) =>
  field(await c.ok(routes.cardQuotation, { currency: 'BTC', native_amount: '40', ...extra }), 'quotation.id');
const basketPreview = async (c: InProcessClient, method: string, detail: object = {}) =>
  field(
    await c.ok(routes.basketBuyPreview, {
      basket_id: 'bsk_layer_1',
      payment_method: method,
      rebalancing_interval: 'weekly',
      payment_currency: 'USD',
      payment_amount: '100',
      payment_detail: { currency: 'USD', ...detail },
    }),
    'preview.id',
  );
const walletPurchase = async (c: InProcessClient, method: 'apple_pay' | 'google_pay') => {
  const id = await cardQuote(c, { payment_method: method });
  return field(await c.ok(routes.purchaseTrade, { quotation_id: id, payment_method: method, ...cdc, language: 'en' }), 'purchase_uuid');
};
const topUpOrder = async (c: InProcessClient, extra: object) =>
  field(await c.ok(routes.createTopUpOrder, { amount: '50', currency: 'USD', ...cdc, ...extra }), 'fiat_wallet_top_up_order.id');

export const SCENARIOS: readonly DuplicateScenario[] = [
  {
    name: 'a fiat-wallet buy, one request id',
    route: 'confirmQuotation',
    persona: 'alex',
    setup: async (c) => {
      const id = await buyQuote(c);
      return () => ({ quotation_id: id, request_id: 'one', side: 'buy', ...cdc });
    },
  },
  {
    name: 'a fiat-wallet buy, a request id per copy',
    route: 'confirmQuotation',
    persona: 'alex',
    setup: async (c) => {
      const id = await buyQuote(c);
      return (copy) => ({ quotation_id: id, request_id: `r${String(copy)}`, side: 'buy', ...cdc });
    },
  },
  {
    name: 'a fiat-wallet sell',
    route: 'confirmFiatWalletSell',
    persona: 'alex',
    setup: async (c) => {
      const id = await quote(c, { from_currency: 'ETH', to_currency: 'USD', fixed_side: 'sell', amount: '0.1' });
      return (copy) => ({ quotation_id: id, request_id: `r${String(copy)}`, biometric: false });
    },
  },
  {
    name: 'a coin-for-coin trade',
    route: 'confirmCoinQuotation',
    persona: 'alex',
    setup: async (c) => {
      const id = field(await c.ok(routes.coinQuotation, { side: 'buy', from: 'ETH', to: 'BTC', from_amount: '0.1' }), 'quotation.id');
      return () => ({ quotation_id: id, side: 'buy', ...cdc });
    },
  },
  {
    name: 'a card purchase started (one 3-D Secure page)',
    route: 'purchaseTrade',
    persona: 'alex',
    setup: async (c) => {
      const id = await cardQuote(c, { credit_card_id: 'card_visa_4242', fixed_side: 'crypto' });
      return () => ({ quotation_id: id, credit_card_id: 'card_visa_4242', ...cdc, language: 'en' });
    },
  },
  {
    name: 'an Apple Pay token for a purchase',
    route: 'purchaseApplePayToken',
    persona: 'alex',
    setup: async (c) => {
      const id = await walletPurchase(c, 'apple_pay');
      return () => ({ purchase_uuid: id, token: 'sandbox-apple-pay-token' });
    },
  },
  {
    name: 'a Google Pay token for a purchase',
    route: 'purchaseGooglePayToken',
    persona: 'alex',
    setup: async (c) => {
      const id = await walletPurchase(c, 'google_pay');
      return () => ({ purchase_uuid: id, google_pay_token: 'sandbox-google-pay-token' });
    },
  },
  {
    name: 'a basket buy from the cash account',
    route: 'basketBuyConfirm',
    persona: 'alex',
    setup: async (c) => {
      const id = await basketPreview(c, 'fiat_wallet');
      return () => ({ preview_id: id });
    },
  },
  {
    name: 'a basket buy by card',
    route: 'basketThirdPartyTrade',
    persona: 'alex',
    setup: async (c) => {
      const id = await basketPreview(c, 'credit_card', { id: 'card_visa_4242' });
      return () => ({ preview_id: id });
    },
  },
  {
    name: 'a basket sale',
    route: 'basketSellConfirm',
    persona: 'alex',
    setup: async (c) => {
      const body = { basket_id: 'bski_alex_blue_chip', payout_method: 'fiat_wallet', payout_percentage: '50', payout_detail: { currency: 'USD' } };
      const id = field(await c.ok(routes.basketSellPreview, body), 'preview.id');
      return () => ({ preview_id: id });
    },
  },
  {
    name: 'a basket transfer',
    route: 'basketTransferCreate',
    persona: 'alex',
    setup: async (c) => {
      const id = field(await c.ok(routes.basketTransferPreview, { basket_id: 'bski_alex_blue_chip', payout_percentage: '50' }), 'preview.id');
      return () => ({ preview_id: id });
    },
  },
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
