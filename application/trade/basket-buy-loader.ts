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

/** Reads a basket's offer, purchasing info, the customer's basket of it, and the ways to pay for it. */
export class BasketBuyLoader {
  constructor(
    private readonly baskets: BasketsPort,
    private readonly customer: CustomerService,
    private readonly surfaces: PaymentSurfaces,
  ) {}

  /**
   * Undefined when the basket or its purchasing info cannot be read. A failed payment-method list
   * is an empty one (spec 000 §8: payment methods fetch failure, empty list).
   */
  async load(basketId: string): Promise<LoadedBasket | undefined> {
    const offer = await this.offerOf(basketId);
    if (offer === undefined) return undefined;
    const [info, owned, methods, environment] = await Promise.all([
      this.baskets.getPurchasingInfo(offer.id),
      this.baskets.getInstanceForOffer(offer.id),
      this.baskets.getPaymentMethods('buy'),
      this.environment(),
    ]);
    if (!info.ok) return undefined;
    return { offer, owned: owned.ok ? owned.value : undefined, info: info.value, methods: methods.ok ? methods.value : [], environment };
  }

  /** The customer's basket of an offer after a trade; undefined when it cannot be read. */
  async refreshOwned(offerId: string | undefined): Promise<{ readonly value: BasketListing | undefined } | undefined> {
    if (offerId === undefined) return undefined;
    const owned = await this.baskets.getInstanceForOffer(offerId);
    return owned.ok ? { value: owned.value } : undefined;
  }

  /** The offer of an offer id, or of an owned basket's id. */
  private async offerOf(basketId: string): Promise<BasketOffer | undefined> {
    const offer = await this.baskets.getOffer(basketId);
    if (offer.ok) return offer.value;
    const instances = await this.baskets.listInstances();
    const instance = instances.ok ? instances.value.find((i) => i.id === basketId) : undefined;
    if (instance === undefined) return undefined;
    const owned = await this.baskets.getOffer(instance.offerId);
    return owned.ok ? owned.value : undefined;
  }

  private async environment(): Promise<PaymentEnvironment> {
    const customer = this.customer.state.getSnapshot();
    const isLive = customer.productConfig?.topUp.googlePay.environment === 'PRODUCTION';
    return {
      config: customer.appConfig?.cryptoPurchase ?? NO_CONFIG,
      applePay: this.surfaces.applePay.environment(),
      googlePay: await this.surfaces.googlePay.environment(isLive),
      paymentCurrency: customer.user?.paymentCurrency ?? currencyCode('USD'),
    };
  }
}
