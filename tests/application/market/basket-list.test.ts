import { describe, expect, it } from 'vitest';
import { FakeBasketsAdapter } from '../../../adapters/fake/fake-baskets-adapter';
import { loadBasketList } from '../../../application/market/basket-list';

const baskets = () => new FakeBasketsAdapter({ clock: () => Date.UTC(2026, 10, 22) });

describe('the basket list (spec 000 §3)', () => {
  it('every preset offer with its availability; stakeable ones stay listed, not for purchase', async () => {
    const result = await loadBasketList(baskets());
    if (!result.ok) throw new Error('the list failed');
    const byId = Object.fromEntries(result.value.map((b) => [b.offer.id, b.availability]));
    expect(byId).toMatchObject({ staked_eth: 'not_for_purchase', legacy: 'delisted', paused: 'disabled', blue_chip: 'available' });
    expect(result.value.every((b) => b.offer.origin === 'preset' && b.owned === undefined)).toBe(true);
  });

  it("the customer's basket of an offer, with its own rebalancing", async () => {
    const port = baskets();
    const id = port.own('blue_chip', { BTC: '0.001', ETH: '0.01' }, 'monthly');
    const result = await loadBasketList(port);
    if (!result.ok) throw new Error('the list failed');
    expect(result.value.find((b) => b.offer.id === 'blue_chip')?.owned).toMatchObject({ id, rebalancingInterval: 'monthly' });
  });

  it("a failed read of the offers or of the customer's baskets fails the list", async () => {
    for (const method of ['listOffers', 'listInstances'] as const) {
      const port = baskets();
      port.calls.failNext(method, { kind: 'network' });
      expect(await loadBasketList(port)).toEqual({ ok: false, error: { kind: 'network' } });
    }
  });
});
