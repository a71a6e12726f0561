import type { AccountCard } from '../../../domain/payment/saved-card';
import { GOOGLE_PAY_AUTH_METHODS, GOOGLE_PAY_NETWORKS, googlePayEnvironment } from '../../../domain/payment/google-pay';
import type { AccountCardWire, FiatTransactionWire, GooglePayParamsWire, TopUpOrderWire } from '../../http/schemas/payments';
import type { SandboxAccount } from '../exchange/sandbox-exchange';
import type { FiatWalletEntry } from '../exchange/payments/fiat-wallet-history';
import type { StoredTopUpOrder } from '../exchange/payments/payments-slice';
import { maskedNumber } from '../exchange/payments/saved-cards';
import type { PersonaCard } from '../exchange/personas';

export const cardWire = ({ stored, view }: { readonly stored: PersonaCard; readonly view: AccountCard }): AccountCardWire => ({
  id: stored.id,
  brand: stored.brand,
  masked_card_number: view.maskedCardNumber,
  card_type: view.type,
  currency: view.currency,
  expiry: stored.expiry,
  is_expired: view.status === 'expired',
  is_sg_issue_card: view.status === 'rejected',
});

export const orderWire = (order: StoredTopUpOrder, card: PersonaCard | undefined): TopUpOrderWire => ({
  id: order.id,
  amount: order.amount,
  currency: order.currency,
  ...(card === undefined ? {} : { credit_card: { brand: card.brand, masked_card_number: maskedNumber(card) } }),
  fee_amount: order.fee,
  fee_percentage: order.feePercent,
  payment_method: order.method === 'paypal' ? 'pay_pal' : order.method,
  receivable_amount: order.receivable,
});

/** (design) The sandbox's Google Pay merchant, in the sandbox (TEST) environment. */
export const googlePayParamsWire = (order: StoredTopUpOrder, account: SandboxAccount): GooglePayParamsWire => ({
  gateway: 'sandbox',
  gateway_merchant_id: 'sandbox-exchange',
  merchant_name: 'Sandbox Exchange',
  total_price: order.amount,
  currency_code: order.currency,
  country_code: account.persona.countryCode,
  allowed_card_networks: [...GOOGLE_PAY_NETWORKS],
  allowed_auth_methods: [...GOOGLE_PAY_AUTH_METHODS],
  environment: googlePayEnvironment(false),
});

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The 3-D Secure frame's HTML: it goes on to the gateway's page (no script, so it runs under the app's CSP). */
export function threeDsHtml(url: string): string {
  const href = escapeAttribute(url);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="refresh" content="0;url=${href}"><title>3-D Secure</title></head>`,
    `<body><a href="${href}">Continue to your card's 3-D Secure check</a></body></html>`,
  ].join('');
}

export const fiatTransactionWire = (entry: FiatWalletEntry): FiatTransactionWire => {
  const t = entry.transaction;
  const sourceType = t.details?.['payment_method'];
  return {
    id: t.id,
    kind: t.kind,
    status: t.status,
    nature: entry.nature,
    amount: { amount: entry.amount, currency: entry.currency },
    native_amount: { amount: entry.amount, currency: entry.currency },
    fee: { amount: entry.fee, currency: entry.currency },
    description: entry.description,
    created_at: new Date(t.createdAt).toISOString(),
    meta: {
      business_status: t.status,
      ...(t.kind === 'fiat_wallet_top_up' ? { total_charged_amount: t.fromAmount } : {}),
      ...(typeof sourceType === 'string' ? { source_type: sourceType } : {}),
    },
  };
};
