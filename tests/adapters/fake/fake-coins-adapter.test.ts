import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeCoinsAdapter } from '../../../adapters/fake/fake-coins-adapter';
import { HttpCoinsAdapter } from '../../../adapters/http/coins-http-adapter';
import { businessError } from '../../../application/ports/api-error';
import type { CoinsPort, CoinViewQuery } from '../../../application/ports/coins-port';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { SCREENERS } from '../../../domain/market/coin-screener';
import { currencyCode } from '../../../domain/money/currency';
import { createSandboxHarness, type SandboxHarness } from '../../support/sandbox-harness';
import { signInAs } from '../../support/sign-in';

const USD = currencyCode('USD');
const GBP = currencyCode('GBP');
const US_VIEW: CoinViewQuery = { nativeCurrency: USD, countryCode: 'US', isPrimeUser: false };
const NOW = Date.UTC(2026, 10, 22, 12);

/** Decimals as their values, so answers built by different code paths compare equal. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the fake coins adapter behaves as the sandbox does over HTTP', () => {
  let h: SandboxHarness;
  let http: HttpCoinsAdapter;
  let fake: FakeCoinsAdapter;

  beforeEach(async () => {
    h = createSandboxHarness();
    h.start();
    http = new HttpCoinsAdapter(h.get('http'));
    fake = new FakeCoinsAdapter({ clock: h.time.now, seed: 7, startedAt: h.exchange.context.state.createdAt });
    await signInAs(h, 'zoe'); // a US customer with no coins, no favourites and no transaction: the fake's defaults
    await h.time.advance(10 * 60_000);
  });
  afterEach(() => h.stop());

  const same = async (call: (port: CoinsPort) => Promise<unknown>) => expect(plain(await call(fake))).toEqual(plain(await call(http)));

  it('coin list pages, categories, keywords and refusals', async () => {
    await same((p) => p.getCoinList(US_VIEW));
    await same((p) => p.getCoinList({ ...US_VIEW, nativeCurrency: GBP, countryCode: 'GB', pageIndex: 2, pageSize: 50 }));
    await same((p) => p.getCoinList({ ...US_VIEW, categoryIds: ['defi', 'ai'], keyword: 'n' }));
    await same((p) => p.getCoinList({ ...US_VIEW, pageSize: 0 }));
  });

  it('every screener, priced in SGD', async () => {
    for (const screener of SCREENERS) await same((p) => p.getScreener(screener, { ...US_VIEW, nativeCurrency: currencyCode('SGD') }));
  });

  it('coins by id, tickers and their refusals', async () => {
    await same((p) => p.queryCoins({ railsIds: ['cro', 'btc', 'shib'], nativeCurrency: USD, isPrimeUser: false }));
    await same((p) => p.queryCoins({ railsIds: ['btc', 'nope'], nativeCurrency: USD, isPrimeUser: false }));
    await same((p) => p.getTickers({ symbols: [currencyCode('ETH'), currencyCode('PEPE')], nativeCurrency: GBP }));
    await same((p) => p.getTickers({ symbols: [currencyCode('FTT')], nativeCurrency: USD }));
  });

  it('favourites and popular coins', async () => {
    await same((p) => p.getFavourites());
    await same((p) => p.addFavourites(['sol', 'btc', 'sol']));
    await same((p) => p.addFavourites(['xyz']));
    await same((p) => p.removeFavourites(['sol', 'eth']));
    await same((p) => p.getPopularTradingCoins());
  });
});

describe('the fake coins adapter: test controls', () => {
  const create = () => new FakeCoinsAdapter({ clock: () => NOW, favourites: ['btc'] });

  it('reports the wallet set for a coin, zero for the others', async () => {
    const fake = create().setWallet('eth', '1.5');
    const result = await fake.queryCoins({ railsIds: ['eth', 'btc'], nativeCurrency: USD, isPrimeUser: false });
    expect(result.ok && result.value.map((c) => c.walletAvailable?.toFixed())).toEqual(['1.5', '0']);
  });

  it('starts from the favourites given and can be reset', async () => {
    const fake = create();
    expect(await fake.getFavourites()).toEqual({ ok: true, value: ['btc'] });
    fake.setFavourites(['eth', 'sol']);
    expect(await fake.getFavourites()).toEqual({ ok: true, value: ['eth', 'sol'] });
  });

  it('answers already_did_first_transaction once told the customer transacted', async () => {
    const fake = create().setTransacted(true);
    expect(await fake.getPopularTradingCoins()).toEqual({ ok: false, error: businessError(ErrorCode.firstTransactionAlreadyDone) });
  });

  it('fails the next call as told, counts calls and holds answers for races', async () => {
    const fake = create();
    fake.calls.failNext('addFavourites', { kind: 'network' });
    expect(await fake.addFavourites(['eth'])).toEqual({ ok: false, error: { kind: 'network' } });
    expect(await fake.getFavourites()).toEqual({ ok: true, value: ['btc'] });
    const held = fake.calls.holdNext('addFavourites');
    let answered = false;
    const pending = fake.addFavourites(['eth']).then((r) => ((answered = true), r));
    await Promise.resolve();
    expect([held.started, answered]).toEqual([true, false]);
    held.release();
    expect(await pending).toEqual({ ok: true, value: ['btc', 'eth'] });
    expect(fake.calls.count('addFavourites')).toBe(2);
  });
});
