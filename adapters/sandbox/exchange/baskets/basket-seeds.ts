import { Money } from '../../../../domain/money/decimal';
import type { RebalancingInterval } from '../../../../domain/basket/rebalancing-interval';
import { HOUSE } from '../ledger';
import type { SandboxContext } from '../sandbox-context';
import { nextRebalancing, scheduleRebalancing } from './basket-instances';
import { basketOwner, type BasketsSlice, type CoinAmount, type InstanceState } from './basket-slice';

/** A basket a persona owns when the sandbox starts. */
export interface BasketSeed {
  readonly offerId: string;
  readonly interval: RebalancingInterval;
  readonly coins: readonly CoinAmount[];
}

/** Per-persona baskets, keyed by persona key (personas.ts stays untouched). */
export const BASKET_SEEDS: Readonly<Record<string, readonly BasketSeed[]>> = {
  alex: [
    {
      offerId: 'bsk_blue_chip',
      interval: 'monthly',
      coins: [
        { symbol: 'BTC', amount: '0.009' },
        { symbol: 'ETH', amount: '0.115' },
      ],
    },
  ],
  oliver: [
    {
      offerId: 'bsk_blue_chip',
      interval: 'weekly',
      coins: [
        { symbol: 'BTC', amount: '0.0045' },
        { symbol: 'ETH', amount: '0.058' },
      ],
    },
  ],
  priya: [
    {
      offerId: 'bsk_layer_1',
      interval: 'weekly',
      coins: [
        { symbol: 'BTC', amount: '0.02' },
        { symbol: 'ETH', amount: '0.38' },
        { symbol: 'SOL', amount: '7.5' },
      ],
    },
    {
      offerId: 'bsk_balanced_four',
      interval: 'never',
      coins: [
        { symbol: 'BTC', amount: '0.0015' },
        { symbol: 'ETH', amount: '0.03' },
        { symbol: 'SOL', amount: '0.7' },
        { symbol: 'CRO', amount: '1100' },
      ],
    },
  ],
  lena: [
    {
      offerId: 'bsk_cronos',
      interval: 'bi_weekly',
      coins: [
        { symbol: 'CRO', amount: '4500' },
        { symbol: 'ETH', amount: '0.02' },
      ],
    },
  ],
  tess: [
    { offerId: 'bsk_legacy', interval: 'never', coins: [{ symbol: 'BTC', amount: '0.004' }] },
    { offerId: 'bsk_staked_eth', interval: 'never', coins: [{ symbol: 'ETH', amount: '0.25' }] },
  ],
};

/**
 * A fresh baskets slice with every persona's seeded baskets. Choice: seeded constituents come
 * from the house (as earlier purchases would have), so the books' totals do not change when the
 * slice is first used; seeds are starting holdings, not history, like the personas' coins. Their
 * rebalancing schedule counts from the state's creation, whenever the slice is first used.
 */
export function seedBaskets(context: SandboxContext): BasketsSlice {
  const slice: BasketsSlice = { instances: {}, previews: {}, purchases: {}, notifications: [], delisted: {} };
  const start = context.state.createdAt;
  for (const account of Object.values(context.state.accounts)) {
    for (const seed of BASKET_SEEDS[account.personaKey] ?? []) {
      const instance: InstanceState = {
        id: `bski_${account.personaKey}_${seed.offerId.replace(/^bsk_/, '')}`,
        userUuid: account.uuid,
        offerId: seed.offerId,
        createdAt: start,
        interval: seed.interval,
        nextRebalancingAt: nextRebalancing(seed.interval, start),
        rebalancingUntil: null,
      };
      const moved = context.ledger.transfer(
        seed.coins.map((c) => ({ from: HOUSE, to: basketOwner(instance.id), currency: c.symbol, amount: new Money(c.amount) })),
      );
      if (!moved.ok) throw new Error(`basket seed ${instance.id} cannot be funded`);
      slice.instances[instance.id] = instance;
      scheduleRebalancing(context, instance);
    }
  }
  return slice;
}
