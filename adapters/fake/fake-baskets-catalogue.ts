import type { BasketOffer } from '../../application/ports/baskets-port';
import { normaliseWeights } from '../../domain/basket/basket-allocation';
import type { RebalancingInterval } from '../../domain/basket/rebalancing-interval';
import { currencyCode } from '../../domain/money/currency';
import { dec, ZERO } from '../../domain/money/decimal';

/** A fake offer from a few facts; every other field takes a plain default. */
export function fakeOffer(
  id: string,
  shares: Readonly<Record<string, string>>,
  extra: Partial<Pick<BasketOffer, 'stakeable' | 'delisted' | 'disabled' | 'origin' | 'fee' | 'categoryIds'>> & { interval?: RebalancingInterval } = {},
): BasketOffer {
  const weights = normaliseWeights(Object.entries(shares).map(([symbol, share]) => ({ symbol: currencyCode(symbol), weight: dec(share) })));
  return {
    id,
    offerId: id,
    title: id,
    label: '',
    bannerUrl: '',
    coins: weights.map((w) => w.symbol),
    weights,
    balance: ZERO,
    balanceCurrency: currencyCode('USD'),
    baseCurrency: currencyCode('USD'),
    stakeable: extra.stakeable ?? false,
    priceChange: { percentage: ZERO, period: '24h' },
    origin: extra.origin ?? 'preset',
    rebalancingInterval: extra.interval ?? 'weekly',
    nextRebalancingAt: undefined,
    delisted: extra.delisted ?? false,
    disabled: extra.disabled ?? false,
    description: '',
    categoryIds: extra.categoryIds ?? [],
    fee: extra.fee ?? { type: 'percentage', value: dec('1.00'), currency: currencyCode('USD') },
    performance: [],
  };
}

/** Default fake offers: a buyable one, a stakeable one, a delisted one and a disabled one. */
export const DEFAULT_FAKE_OFFERS: readonly BasketOffer[] = [
  fakeOffer('blue_chip', { BTC: '60', ETH: '40' }, { categoryIds: ['large_caps'] }),
  fakeOffer('staked_eth', { ETH: '100' }, { stakeable: true }),
  fakeOffer('legacy', { BTC: '100' }, { delisted: true }),
  fakeOffer('paused', { ETH: '100' }, { disabled: true }),
];
