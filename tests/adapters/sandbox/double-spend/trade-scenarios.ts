import { routes } from '../../../../adapters/http/routes';
import { field, type InProcessClient } from '../../../support/in-process-client';
import { cdc, type DuplicateScenario } from './scenario';

export const quote = async (c: InProcessClient, body: object): Promise<string> => field(await c.ok(routes.fiatWalletQuotation, body), 'quotation.id');
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

/** Trades: coin quotations, card and wallet purchases, basket orders and transfers. */
export const TRADE_SCENARIOS: readonly DuplicateScenario[] = [
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
];
