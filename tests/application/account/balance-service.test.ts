import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_CONFIG } from '../../../adapters/fake/fake-config-adapter';
import { BALANCE_REFRESH_MS } from '../../../application/account/balance-service';
import { fakeWorld } from '../../support/fake-world';

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

async function setup(options: { basketProduct?: boolean; customer?: boolean } = {}) {
  const world = await fakeWorld();
  const { services, fakes, time } = world;
  fakes.account.setTotal('1234.56').setFiatWallet('USD', '500.00').setCoinWallet('BTC', '0.1', '5000.00');
  if (options.basketProduct === false) fakes.config.productConfig = { ...DEFAULT_PRODUCT_CONFIG, basket: { ...DEFAULT_PRODUCT_CONFIG.basket, enabled: false } };
  const basketId = fakes.baskets.own('blue_chip', { BTC: '0.009', ETH: '0.115' });
  if (options.customer !== false) {
    stops.push(services.customer.start());
    await time.until(() => !services.customer.state.getSnapshot().loading);
  }
  const balances = services.balances;
  const count = (method: 'getTotalBalance' | 'getWallets') => fakes.account.calls.count(method);
  return { ...world, balances, basketId, count, baskets: () => fakes.baskets.calls.count('listInstances'), state: () => balances.state.getSnapshot() };
}

describe('BalanceService (the one account-data source)', () => {
  it('polls every 60 000 ms, starting at once, reading the total, the wallets and the baskets together', async () => {
    const f = await setup();
    stops.push(f.balances.startPolling());
    await f.time.advance(0);
    expect([f.count('getTotalBalance'), f.count('getWallets'), f.baskets()]).toEqual([1, 1, 1]);
    expect(f.state().total?.amount.toFixed(2)).toBe('1234.56');
    expect(f.state().baskets?.map((b) => [b.id, b.balance.toFixed(2)])).toEqual([[f.basketId, '737.50']]);
    await f.time.advance(BALANCE_REFRESH_MS - 1);
    expect(f.count('getTotalBalance')).toBe(1);
    await f.time.advance(1);
    expect([f.count('getTotalBalance'), f.count('getWallets'), f.baskets()]).toEqual([2, 2, 2]);
  });

  it('publishes the total and its parts in one update (no moment shows a new total beside old rows)', async () => {
    const f = await setup();
    await f.balances.refresh();
    f.fakes.account.setTotal('2000.00').setFiatWallet('USD', '1265.44');
    const seen: string[] = [];
    const sub = f.balances.state.state$.subscribe((s) => seen.push(`${s.total?.amount.toFixed(2) ?? '-'}/${s.wallets?.fiat[0]?.amount.toFixed(2) ?? '-'}`));
    await f.balances.refresh();
    sub.unsubscribe();
    expect(seen).toEqual(['1234.56/500.00', '2000.00/1265.44']);
  });

  it('starting twice polls once; polling stops when both callers have stopped', async () => {
    const f = await setup();
    const stop = f.balances.startPolling();
    const stopOther = f.balances.startPolling();
    await f.time.advance(120_000);
    expect(f.count('getTotalBalance')).toBe(3);
    stop();
    await f.time.advance(60_000);
    expect(f.count('getTotalBalance')).toBe(4);
    stopOther();
    await f.time.advance(600_000);
    expect(f.count('getTotalBalance')).toBe(4);
  });

  it('refreshes asked while a read is in flight coalesce into one more read after it', async () => {
    const f = await setup();
    const held = f.fakes.account.calls.holdNext('getTotalBalance');
    const first = f.balances.refresh();
    const second = f.balances.refresh();
    const third = f.balances.refresh();
    held.release();
    await Promise.all([first, second, third]);
    expect(f.count('getTotalBalance')).toBe(2);
    expect(second).toBe(third);
  });

  it('ensureLoaded reads once, then never again; it joins a read in flight', async () => {
    const f = await setup();
    const polling = f.balances.startPolling();
    stops.push(polling);
    await f.balances.ensureLoaded();
    await f.balances.ensureLoaded();
    await f.time.advance(0);
    expect(f.count('getTotalBalance')).toBe(1);
  });

  it.each(['basket_transfer', 'deposit_settled', 'bonus_claimed', 'rebalancing'] as const)('a money movement (%s) reads everything again', async (movement) => {
    const f = await setup();
    await f.balances.refresh();
    f.fakes.account.setCoinWallet('CRO', '250', '30.00');
    f.services.moneyEvents.moved(movement);
    await f.time.until(() => f.state().wallets?.coins.some((c) => c.currency === 'CRO') === true);
    expect(f.count('getTotalBalance')).toBe(2);
  });

  it('with the basket product off, no basket is read and none is held', async () => {
    const f = await setup({ basketProduct: false });
    await f.balances.refresh();
    expect(f.baskets()).toBe(0);
    expect(f.state().baskets).toEqual([]);
  });

  it("reads the baskets once the customer's config says the product is on (not before)", async () => {
    const f = await setup({ customer: false });
    await f.balances.refresh();
    expect(f.state().baskets).toBeUndefined();
    stops.push(f.services.customer.start());
    await f.time.until(() => f.state().baskets !== undefined);
    expect(f.state().baskets?.map((b) => b.id)).toEqual([f.basketId]);
    expect(f.count('getTotalBalance')).toBe(1);
  });

  it('a failed read marks the state failed and keeps the last values; the next good read clears it', async () => {
    const f = await setup();
    await f.balances.refresh();
    f.fakes.account.calls.failNext('getTotalBalance', { kind: 'network' });
    await f.balances.refresh();
    expect(f.state()).toMatchObject({ failed: true });
    expect(f.state().total?.amount.toFixed(2)).toBe('1234.56');
    await f.balances.refresh();
    expect(f.state().failed).toBe(false);
  });
});
