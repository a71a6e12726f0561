import { describe, expect, it } from 'vitest';
import { fakeWorld } from '../../support/fake-world';

async function setup() {
  const w = await fakeWorld();
  w.services.customer.start();
  return { ...w, directory: w.services.coinDirectory };
}

describe('CoinDirectory: names, pages and icons of the listed coins by symbol', () => {
  it('reads the whole coin list once, for the signed-in customer, however many screens ask', async () => {
    const f = await setup();
    await Promise.all([f.directory.load(), f.directory.load()]);
    await f.directory.load();
    const entries = f.directory.entries.getSnapshot();
    expect(entries.get('BTC')).toEqual({ symbol: 'BTC', name: 'Bitcoin', slug: 'bitcoin', iconUrl: '/api/coin-icons/btc.svg' });
    const pages = f.fakes.coins.calls.count('getCoinList');
    expect(pages).toBe(Math.ceil(entries.size / 100));
  });

  it('a failed read leaves it empty and is tried again at the next use', async () => {
    const f = await setup();
    f.fakes.coins.calls.failNext('getCoinList', { kind: 'network' });
    await f.directory.load();
    expect(f.directory.entries.getSnapshot().size).toBe(0);
    await f.directory.load();
    expect(f.directory.entries.getSnapshot().get('ETH')?.slug).toBe('ethereum');
  });
});
