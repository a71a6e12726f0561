import type { CurrencyCode } from '../../domain/money/currency';
import type { PaymentOption } from '../../domain/payment/payment-option';
import { type CardSchemeCheckout, type CardSchemeStart, checkoutResult } from '../payments/card-scheme-checkout';
import type { ApiResult } from '../ports/api-error';
import type { IdPort } from '../ports/id-port';
import type { CardPayment, Coin, FixedAmount, PurchaseStart, TradeQuotation, TradeReceipt, TradingPort } from '../ports/trading-port';

/** What Buy confirms: fixed when the confirmation opens, so nothing changes under the countdown. */
export interface BuyOrder {
  readonly coin: Coin;
  readonly payment: PaymentOption;
  /** The currency paid (the option's). */
  readonly source: CurrencyCode;
  readonly fixed: FixedAmount;
  /** The language the third-party page is shown in (spec 000 §7 language). */
  readonly language: string;
  /** The Apple Pay sheet's country and label. */
  readonly sheet: { readonly countryCode: string; readonly label: string };
}

/** An executed buy, or a card-scheme payment the customer cancelled (nothing was charged). */
export type BuyResult = { readonly kind: 'bought'; readonly receipt: TradeReceipt } | { readonly kind: 'cancelled' };

const cardPayment = (payment: PaymentOption): CardPayment | undefined => {
  switch (payment.payMethod) {
    case 'credit_card':
      return { method: 'credit_card', cardId: payment.id };
    case 'apple_pay':
    case 'google_pay':
      return { method: payment.payMethod };
    case 'fiat_wallet':
    case 'crypto_wallet':
      return undefined;
  }
};

const checkoutStart = (start: PurchaseStart): CardSchemeStart => {
  switch (start.kind) {
    case 'frame':
      return { kind: 'frame', purchaseId: start.purchaseId, content: { kind: 'url', url: start.url } };
    case 'apple_pay':
      return { kind: 'apple_pay', purchaseId: start.purchaseId, gatewayMerchantId: start.gatewayMerchantId };
    case 'google_pay': {
      const { kind: _, purchaseId, ...params } = start;
      return { kind: 'google_pay', purchaseId, params };
    }
  }
};

/** What a BuyOrders is made from (named as the composition root names them). */
export interface BuyOrdersDependencies {
  readonly trading: TradingPort;
  readonly cardSchemeCheckout: CardSchemeCheckout;
  readonly ids: IdPort;
}

/**
 * The four ways to pay for a coin (spec 000 §7, §4): a fiat wallet (quotation, then a confirmation
 * with a request id), a crypto wallet (a coin quotation of side buy, then its confirmation), and
 * card, Apple Pay or Google Pay (a card quotation, then the purchase: the wallet sheet if any, the
 * third-party page in the frame, and on its success the transaction fetched).
 * Choice: a card-scheme purchase reports isFirstPurchase false, as the fetched transaction does
 * not say; whatever listens refreshes from the server anyway.
 */
export class BuyOrders {
  constructor(private readonly deps: BuyOrdersDependencies) {}

  quote(order: BuyOrder): Promise<ApiResult<TradeQuotation>> {
    const { coin, payment, source, fixed } = order;
    const card = cardPayment(payment);
    if (card !== undefined) return this.deps.trading.createCardQuotation({ coin: coin.symbol, payment: card, fixed });
    if (payment.payMethod === 'crypto_wallet') return this.deps.trading.createCoinQuotation({ side: 'buy', from: source, to: coin.symbol, fixed });
    return this.deps.trading.createFiatWalletBuyQuotation({ fiat: source, coin: coin.symbol, amount: fixed.amount, fixedSide: fixed.side });
  }

  async execute(order: BuyOrder, quote: TradeQuotation): Promise<ApiResult<BuyResult>> {
    const card = cardPayment(order.payment);
    if (card !== undefined) return this.purchase(order, quote, card);
    const traded =
      order.payment.payMethod === 'crypto_wallet'
        ? await this.deps.trading.confirmCoinQuotation(quote.id, 'buy')
        : await this.deps.trading.confirmQuotation(quote.id, this.deps.ids.newId());
    return traded.ok ? { ok: true, value: { kind: 'bought', receipt: traded.value } } : traded;
  }

  private async purchase(order: BuyOrder, quote: TradeQuotation, payment: CardPayment): Promise<ApiResult<BuyResult>> {
    const started = await this.deps.trading.startPurchase({ quotationId: quote.id, payment, language: order.language });
    if (!started.ok) return started;
    const charge = { amount: quote.totalAmount, currency: quote.fromCurrency, ...order.sheet };
    const outcome = await this.deps.cardSchemeCheckout.run(checkoutStart(started.value), charge, this.deps.trading);
    return checkoutResult(outcome, async (transactionId) => {
      const transaction = await this.deps.trading.getTransaction(transactionId);
      return transaction.ok
        ? { ok: true, value: { kind: 'bought', receipt: { transaction: transaction.value, isFirstPurchase: false } } as const }
        : transaction;
    });
  }
}
