// The live-prices bench's page (scripts/bench/live-prices.ts drives it in Chromium): the app's
// market and coin pages over the fake services with 500 synthetic coins, or a vanilla-DOM page
// drawing the same rows and changes, chosen by ?page=. Each exposes `window.bench`.
import { createRoot } from 'react-dom/client';
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { decodeLivePrices } from '../../../adapters/sse/live-price-event';
import { ServicesContext } from '../../../ui/base/services-context';
import { I18nProvider } from '../../../ui/i18n/I18nProvider';
import { HubTexts } from '../../../ui/hub/HubTexts';
import { Suspense } from 'react';
import { lazyScreen } from '../../../ui/shared/lazy-screen';
import { benchCoinCalls, benchCoins, priceEvent } from './bench-coins';
import { dataPath, vanillaCoinPage, vanillaMarket } from './vanilla';
import '../../../ui/styles/app.css';
// The hub's stylesheet, as hub pages load it (ui/app/hub-stylesheet.ts): the market's and live figures' styles.
import '../../../ui/styles/hub.css';

const COINS = 500;
const params = new URLSearchParams(location.search);
const page = params.get('page') ?? 'market';
const now = Date.now();
const coins = benchCoins(COINS, now);
/** The coin page's coin, as one list (its events are made once per step). */
const firstCoin = coins.slice(0, 1);
/** The screens as the app's routes load them: each with its own texts (ui/shared/lazy-screen.tsx). */
const MarketPage = lazyScreen(() => import('../../../ui/market/MarketPage'));
const CoinPage = lazyScreen(() => import('../../../ui/coin/CoinPage'));

/** The next task: React has committed what a store change scheduled (a microtask), and the layout is forced. */
const settled = () =>
  new Promise<void>((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      void document.documentElement.getBoundingClientRect();
      done();
    };
    channel.port2.postMessage(null);
  });
const nextPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

async function app(path: string) {
  const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
  const clock = () => now + scheduler.frame;
  const advance = (ms: number) => {
    scheduler.maxFrames = scheduler.frame + ms;
    scheduler.flush();
    scheduler.maxFrames = Infinity;
  };
  const world = createFakeServices({ scheduler, clock });
  Object.assign(world.fakes.coins, benchCoinCalls(coins, now));
  world.services.customer.start();
  await world.services.signIn.restore();
  const root = document.getElementById('root');
  if (root === null) throw new Error('no root');
  createRoot(root).render(
    <ServicesContext.Provider value={world.services}>
      <I18nProvider>
        <HubTexts>
          <MemoryRouter initialEntries={[path]}>
            <Suspense>
              <Routes>
                <Route path="/hub/market" element={<MarketPage />} />
                <Route path="/hub/price/:slug" element={<CoinPage />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </HubTexts>
      </I18nProvider>
    </ServicesContext.Provider>,
  );
  /** When the coin list holds its result (performance.now()): at once after a sort, at the network's answer after a new category. */
  const listReady = () =>
    new Promise<number>((done) => {
      const list = world.services.marketList.state;
      // The store calls its listener with the state it holds now, as it subscribes.
      const stop = list.subscribe(() => {
        if (list.getSnapshot().status !== 'ready') return;
        queueMicrotask(() => stop());
        done(performance.now());
      });
    });
  /** One live-prices event of `text` through the page's pipeline: decoded as the SSE adapter does, batched, applied. */
  const apply = async (text: string) => {
    const started = performance.now();
    const decoded = decodeLivePrices(text, 'USD');
    if (!decoded.ok) throw new Error(decoded.reason);
    world.fakes.priceStream.livePrices.push(decoded.value);
    advance(1_500);
    await settled();
    await nextPaint();
    return performance.now() - started;
  };
  return {
    prepare: (step: number) => {
      priceEvent(coins, step);
      priceEvent(firstCoin, step);
      return 0;
    },
    batch: (step: number) => apply(priceEvent(coins, step)),
    tick: (step: number) => apply(priceEvent(firstCoin, step)),
    /**
     * Clicks a control: ms from the click to the next paint (the sorted rows; for a category, its
     * chip pressed and the list dimmed while the network answers), and from the list's answer
     * (the store holding the new list) to the next paint after it (0 for a sort, answered at once).
     */
    click: async (name: string) => {
      const control = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(name));
      if (control === undefined) throw new Error(`no button ${name}`);
      const started = performance.now();
      control.click();
      const sorted = world.services.marketList.state.getSnapshot().status === 'ready';
      const firstPaint = nextPaint().then(() => performance.now() - started);
      if (sorted) return { toPaint: await firstPaint, answerToPaint: 0 };
      const answered = await listReady();
      await nextPaint();
      return { toPaint: await firstPaint, answerToPaint: performance.now() - answered };
    },
    /** The page of coins the table holds (its aria-rowcount less the header), and the rows of it in the page (those in the window). */
    rows: () => Number(document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount') ?? '1') - 1,
    rendered: () => document.querySelectorAll('tbody tr[aria-rowindex]').length,
    chartReady: () => document.querySelector('[data-testid="price-chart"] canvas') !== null,
  };
}

declare global {
  interface Window {
    bench: unknown;
  }
}

window.bench =
  page === 'market'
    ? await app('/hub/market')
    : page === 'coin'
      ? await app('/hub/price/coin-0')
      : page === 'market-vanilla'
        ? vanillaMarket(coins, settled, Number(params.get('rows') ?? '100'))
        : page === 'coin-vanilla'
          ? await vanillaCoinPage(coins, settled, now)
          : dataPath(coins);
