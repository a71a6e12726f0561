import type { BasketWeight } from '../../../../domain/basket/basket-allocation';
import type { RebalancingInterval } from '../../../../domain/basket/rebalancing-interval';
import { type Dec, Money, ZERO } from '../../../../domain/money/decimal';
import type { SandboxAccount } from '../sandbox-context';
import { BASKET_BASE_CURRENCY, type CatalogueFee, type CatalogueOffer } from './basket-catalogue';
import { BasketPricing, type Holding, PERFORMANCE_PERIODS } from './basket-pricing';
import type { InstanceState } from './basket-slice';
import type { BasketStore } from './basket-store';

/** A basket offer or owned instance as the sandbox answers it (spec 000 §3 Basket). */
export interface BasketView {
  readonly id: string;
  readonly offerId: string;
  readonly title: string;
  readonly label: string;
  readonly bannerUrl: string;
  readonly coins: readonly BasketWeight[];
  /** What the customer holds, in `currency` (their native currency); zero for an offer. */
  readonly balance: Dec;
  readonly currency: string;
  readonly baseCurrency: string;
  readonly stakeable: boolean;
  readonly priceChange: { readonly percentage: Dec; readonly period: string };
  readonly origin: string;
  readonly interval: RebalancingInterval;
  readonly nextRebalancingAt: number | null;
  readonly delisted: boolean;
  readonly disabled: boolean;
}

export interface OfferView extends BasketView {
  readonly description: string;
  readonly categoryIds: readonly string[];
  readonly fee: CatalogueFee;
  readonly performance: readonly { readonly period: string; readonly percentage: Dec }[];
}

export interface InstanceDetailView extends BasketView {
  readonly holdings: readonly (Holding & { readonly value: Dec; readonly targetWeight: Dec })[];
  readonly rebalancingInProgress: boolean;
}

/** Choice: the banner is an inline SVG in the offer's own hue, so the sandbox serves no images. */
function bannerUrl(offerId: string): string {
  const hue = [...offerId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" fill="hsl(${hue},60%,45%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Reads of offers and instances, computed from the catalogue, the ledger and the market at the moment asked. */
export class BasketViews {
  readonly pricing: BasketPricing;

  constructor(private readonly store: BasketStore) {
    this.pricing = new BasketPricing(store.context);
  }

  offer(offer: CatalogueOffer, allPeriods: boolean): OfferView {
    const performance = PERFORMANCE_PERIODS.slice(0, allPeriods ? undefined : 1).map((p) => ({
      period: p.period,
      percentage: this.pricing.performance(offer, p.ms),
    }));
    return {
      ...this.common(offer),
      id: offer.id,
      balance: ZERO,
      currency: BASKET_BASE_CURRENCY,
      interval: offer.defaultInterval,
      nextRebalancingAt: null,
      description: offer.description,
      categoryIds: offer.categoryIds,
      fee: offer.fee,
      performance,
    };
  }

  instance(account: SandboxAccount, instance: InstanceState): BasketView {
    const offer = this.store.offer(instance.offerId);
    if (offer === undefined) throw new Error(`basket instance ${instance.id} names an unknown offer`);
    return {
      ...this.common(offer),
      id: instance.id,
      balance: this.balance(account, instance),
      currency: account.persona.nativeCurrency,
      interval: instance.interval,
      nextRebalancingAt: instance.nextRebalancingAt,
    };
  }

  /** What the customer holds in the instance, valued in their native currency (spec 000 §3 balance). */
  balance(account: SandboxAccount, instance: InstanceState): Dec {
    return this.pricing.value(this.pricing.holdings(instance.id), account.persona.nativeCurrency);
  }

  instanceDetail(account: SandboxAccount, instance: InstanceState): InstanceDetailView {
    const view = this.instance(account, instance);
    const holdings = this.pricing.holdings(instance.id).map((h) => ({
      ...h,
      value: this.pricing.value([h], view.currency),
      targetWeight: view.coins.find((c) => c.symbol === h.symbol)?.weight ?? ZERO,
    }));
    return { ...view, holdings, rebalancingInProgress: this.store.isRebalancing(instance) };
  }

  private common(offer: CatalogueOffer) {
    const [first] = PERFORMANCE_PERIODS;
    return {
      offerId: offer.id,
      title: offer.title,
      label: offer.label,
      bannerUrl: bannerUrl(offer.id),
      coins: this.pricing.weights(offer),
      baseCurrency: BASKET_BASE_CURRENCY,
      stakeable: offer.stakeable,
      priceChange: { percentage: first === undefined ? new Money(0) : this.pricing.performance(offer, first.ms), period: first?.period ?? '24h' },
      origin: offer.origin,
      delisted: offer.delisted,
      disabled: offer.disabled,
    };
  }
}
