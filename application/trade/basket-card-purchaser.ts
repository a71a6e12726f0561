import type { SchedulerLike } from 'rxjs';
import { sheetCountryCode } from '../../domain/payment/apple-pay';
import type { PaymentOption } from '../../domain/payment/payment-option';
import type { CustomerService } from '../account/customer-service';
import { type CardSchemeCalls, type CardSchemeCheckout, type CardSchemeStart, checkoutResult } from '../payments/card-scheme-checkout';
import type { ApiResult } from '../ports/api-error';
import type { BasketsPort, BasketThirdPartyPayment } from '../ports/baskets-port';
import type { BasketPreviewQuote } from './basket-buy-state';
import { type BasketPayment, settleBasketPurchase } from './basket-purchase-settlement';
import type { BasketPurchaser } from './basket-purchaser';
import { SHEET_LABEL } from './buy-service';

/** Where the Apple Pay sheet charges and how it labels the total. */
export interface SheetLabel {
  readonly countryCode: string;
  readonly label: string;
}

/** The Apple Pay sheet of a basket purchase: the customer's country, labelled as the coin Buy labels it. */
export const basketSheet = (customer: CustomerService): SheetLabel => ({
  countryCode: sheetCountryCode(customer.state.getSnapshot().user?.phoneCountry),
  label: SHEET_LABEL,
});

const checkoutStart = (start: BasketThirdPartyPayment): CardSchemeStart => {
  switch (start.kind) {
    case 'card':
      return { kind: 'frame', purchaseId: start.purchaseUuid, content: { kind: 'html', html: start.html } };
    case 'apple_pay':
      return { kind: 'apple_pay', purchaseId: start.purchaseUuid, gatewayMerchantId: start.gatewayMerchantId };
    case 'google_pay': {
      const { kind: _, purchaseUuid, ...params } = start;
      return { kind: 'google_pay', purchaseId: purchaseUuid, params };
    }
  }
};

/** What a CardSchemeBasketPurchaser is made from (named as the composition root names them). */
export interface CardSchemeBasketPurchaserDependencies {
  readonly baskets: BasketsPort;
  /** The trading port's Apple Pay and Google Pay token calls take a basket's purchase_uuid too. */
  readonly trading: CardSchemeCalls;
  readonly cardSchemeCheckout: CardSchemeCheckout;
  /** Whose country the Apple Pay sheet charges in. */
  readonly customer: CustomerService;
  readonly scheduler: SchedulerLike;
}

/**
 * A basket bought by card, Apple Pay or Google Pay (spec 000 §4, §7): the third-party trade of the
 * preview answers the frame's page or the wallet sheet's parameters; the shared card-scheme
 * checkout runs the sheet and the frame (the token calls are the trading port's, which take a
 * basket's purchase_uuid too); the page's success is then confirmed by reading the purchase until
 * it completes (basket-purchase-settlement.ts). A cancelled sheet or a closed frame charges nothing.
 */
export class CardSchemeBasketPurchaser implements BasketPurchaser {
  constructor(private readonly deps: CardSchemeBasketPurchaserDependencies) {}

  async pay(preview: BasketPreviewQuote, payment: PaymentOption): Promise<ApiResult<BasketPayment>> {
    const started = await this.deps.baskets.startThirdPartyBuy(preview.id);
    if (!started.ok) return started;
    const charge = { amount: preview.totalPaymentAmount, currency: payment.currency, ...basketSheet(this.deps.customer) };
    const outcome = await this.deps.cardSchemeCheckout.run(checkoutStart(started.value), charge, this.deps.trading);
    return checkoutResult(outcome, () => settleBasketPurchase(this.deps.baskets, started.value.purchaseUuid, this.deps.scheduler));
  }
}
