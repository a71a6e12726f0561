import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_CONFIG } from '../../../adapters/fake/fake-config-adapter';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { BALANCE_REFRESH_MS } from '../../../application/account/balance-service';
import { VirtualTime } from '../../support/virtual-time';

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

async function setup(options: { basketProduct?: boolean } = {}) {
  const time = new VirtualTime();
  const { services, fakes } = createFakeServices({ scheduler: time.scheduler, clock: time.now });
  if (options.basketProduct === false) fakes.config.productConfig = { ...DEFAULT_PRODUCT_CONFIG, basket: { ...DEFAULT_PRODUCT_CONFIG.basket, enabled: false } };
  const basketId = fakes.baskets.own('blue_chip', { BTC: '0.009', ETH: '0.115' });
  await services.signIn.restore();
  stops.push(services.customer.start());
  await time.until(() => !services.customer.state.getSnapshot().loading);
  const holdings = services.basketHoldings;
  const state = () => holdings.state.getSnapshot();
  return { time, services, fakes, basketId, holdings, state };
}

describe("BasketHoldingsService (the home page's baskets)", () => {
  it('reads the baskets held once started, with their value in the native currency', async () => {
    const f = await setup();
    expect(f.state().baskets).toBeUndefined();
    stops.push(f.holdings.start());
    await f.time.until(() => f.state().baskets !== undefined);
    expect(f.state().baskets?.map((b) => [b.id, b.title, b.balance.toFixed(2), b.balanceCurrency])).toEqual([[f.basketId, 'blue_chip', '737.50', 'USD']]);
  });

  it('reads again after a basket trade and every 60 s, not after a coin trade', async () => {
    const f = await setup();
    stops.push(f.holdings.start());
    await f.time.until(() => f.state().baskets !== undefined);
    const reads = () => f.fakes.baskets.calls.count('listInstances');
    const first = reads();
    f.services.tradeEvents.completed({ kind: 'coin_buy', transactionId: 't1', isFirstPurchase: false });
    await f.time.advance(0);
    expect(reads()).toBe(first);
    f.services.tradeEvents.completed({ kind: 'basket_sell', transactionId: 't2', isFirstPurchase: false });
    await f.time.advance(0);
    expect(reads()).toBe(first + 1);
    await f.time.advance(BALANCE_REFRESH_MS);
    expect(reads()).toBe(first + 2);
  });

  it('shows none, without asking, when the basket product is off', async () => {
    const f = await setup({ basketProduct: false });
    stops.push(f.holdings.start());
    await f.time.until(() => f.state().baskets !== undefined);
    expect(f.state().baskets).toEqual([]);
    expect(f.fakes.baskets.calls.count('listInstances')).toBe(0);
  });

  it('a failed read keeps what was shown and says so; the next read clears it', async () => {
    const f = await setup();
    stops.push(f.holdings.start());
    await f.time.until(() => f.state().baskets !== undefined);
    f.fakes.baskets.calls.failNext('listInstances', { kind: 'network' });
    await f.time.advance(BALANCE_REFRESH_MS);
    expect(f.state()).toMatchObject({ failed: true });
    expect(f.state().baskets).toHaveLength(1);
    await f.time.advance(BALANCE_REFRESH_MS);
    expect(f.state().failed).toBe(false);
  });

  it('stopping stops the reads', async () => {
    const f = await setup();
    const stop = f.holdings.start();
    await f.time.until(() => f.state().baskets !== undefined);
    stop();
    const reads = f.fakes.baskets.calls.count('listInstances');
    await f.time.advance(BALANCE_REFRESH_MS * 3);
    expect(f.fakes.baskets.calls.count('listInstances')).toBe(reads);
  });
});
