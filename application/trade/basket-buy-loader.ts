import { currencyCode } from '../../domain/money/currency';
import type { CustomerService } from '../account/customer-service';
import type { BasketListing, BasketOffer, BasketPurchasingInfo, BasketsPort } from '../ports/baskets-port';
import type { BasketPayMethod } from '../../domain/basket/basket-payment-options';
import type { PaymentSurfaces } from '../ports/payment-surfaces';
import type { PaymentEnvironment } from './basket-buy-state';

/** What the basket buy form needs to show a basket. */
export interface LoadedBasket {
  readonly offer: BasketOffer;
  readonly owned: BasketListing | undefined;
  readonly info: BasketPurchasingInfo;
  readonly methods: readonly BasketPayMethod[];
  readonly environment: PaymentEnvironment;
}

/** Without the app config no card-scheme method is offered. */
const NO_CONFIG = { applePayEnabled: false, googlePayEnabled: false, creditCardEnabled: false };

/** What a BasketBuyLoader is made from (named as the composition root names them). */
export interface BasketBuyLoaderDependencies {
  readonly baskets: BasketsPort;
  readonly customer: CustomerService;
  readonly paymentSurfaces: PaymentSurfaces;
}

/** Reads a basket's offer, purchasing info, the customer's basket of it, and the ways to pay for it. */
export class BasketBuyLoader {
  constructor(private readonly deps: BasketBuyLoaderDependencies) {}

  /**
   * Undefined when the basket or its purchasing info cannot be read. A failed payment-method list
   * is an empty one (spec 000 §8: payment methods fetch failure, empty list).
   */
  async load(basketId: string): Promise<LoadedBasket | undefined> {
    const offer = await this.offerOf(basketId);
    if (offer === undefined) return undefined;
    const [info, owned, methods, environment] = await Promise.all([
      this.deps.baskets.getPurchasingInfo(offer.id),
      this.deps.baskets.getInstanceForOffer(offer.id),
      this.deps.baskets.getPaymentMethods('buy'),
      this.environment(),
    ]);
    if (!info.ok) return undefined;
    return { offer, owned: owned.ok ? owned.value : undefined, info: info.value, methods: methods.ok ? methods.value : [], environment };
  }

  /** The customer's basket of an offer after a trade; undefined when it cannot be read. */
  async refreshOwned(offerId: string | undefined): Promise<{ readonly value: BasketListing | undefined } | undefined> {
    if (offerId === undefined) return undefined;
    const owned = await this.deps.baskets.getInstanceForOffer(offerId);
    return owned.ok ? { value: owned.value } : undefined;
  }

  /** The offer of an offer id, or of an owned basket's id. */
  private async offerOf(basketId: string): Promise<BasketOffer | undefined> {
    const offer = await this.deps.baskets.getOffer(basketId);
    if (offer.ok) return offer.value;
    const instances = await this.deps.baskets.listInstances();
    const instance = instances.ok ? instances.value.find((i) => i.id === basketId) : undefined;
    if (instance === undefined) return undefined;
    const owned = await this.deps.baskets.getOffer(instance.offerId);
    return owned.ok ? owned.value : undefined;
  }

  private async environment(): Promise<PaymentEnvironment> {
    const customer = this.deps.customer.state.getSnapshot();
    const isLive = customer.productConfig?.topUp.googlePay.environment === 'PRODUCTION';
    return {
      config: customer.appConfig?.cryptoPurchase ?? NO_CONFIG,
      applePay: this.deps.paymentSurfaces.applePay.environment(),
      googlePay: await this.deps.paymentSurfaces.googlePay.environment(isLive),
      paymentCurrency: customer.user?.paymentCurrency ?? currencyCode('USD'),
    };
  }
}
