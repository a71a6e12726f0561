// The baselines of the live-prices bench, measured in the same run as the app: a vanilla-DOM
// market table and coin page drawing the same rows and changes with the same formatters and
// styles, and a plain parse of a price batch into a Map.
import type { CoinInfo } from '../../../application/ports/coins-port';
import { decodeLivePrices } from '../../../adapters/sse/live-price-event';
import { percentTextFormatter, priceTextFormatter } from '../../../domain/format/live-price-format';
import { addToBatch, EMPTY_BATCH, EMPTY_LIVE_PRICES, flushBatch, type LivePriceMap } from '../../../domain/market/live-price-batch';
import { compareDecimalStrings } from '../../../domain/money/decimal-text';
import { priceEvent } from './bench-coins';

interface WireCoin {
  readonly id: string;
  readonly price_native: { readonly amount: string };
  readonly percent_change_24h_native?: string;
}

const nextPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

/** A ticking figure as the app draws it: a new span (so its tint runs again), tabular digits. */
function tick(cell: HTMLElement, before: string, text: string, shown: string): void {
  const span = document.createElement('span');
  span.className = `numeric tick tick--${compareDecimalStrings(text, before) > 0 ? 'up' : 'down'}`;
  span.textContent = shown;
  cell.replaceChildren(span);
}

/** The first `count` coins (the rows the app has in the page) as a table (rank, coin, price, 24 h), updated in place per batch. */
export function vanillaMarket(coins: readonly CoinInfo[], settled: () => Promise<void>, count: number) {
  const price = priceTextFormatter('en', coins[0]?.nativeCurrency);
  const percent = percentTextFormatter('en');
  const table = document.createElement('table');
  table.className = 'market-table';
  const body = table.createTBody();
  const rows = new Map<string, { readonly price: HTMLElement; readonly change: HTMLElement; text: string; change24h: string }>();
  for (const coin of coins.slice(0, count)) {
    const row = body.insertRow();
    row.insertCell().textContent = String(coin.rank);
    row.insertCell().textContent = `${coin.name} ${coin.symbol}`;
    const priceCell = row.insertCell();
    const changeCell = row.insertCell();
    const text = coin.price.toFixed();
    const change24h = coin.percentage?.toFixed() ?? '0';
    priceCell.textContent = price(text);
    changeCell.textContent = percent(change24h);
    rows.set(coin.id, { price: priceCell, change: changeCell, text, change24h });
  }
  document.getElementById('root')?.append(table);
  return {
    prepare: (step: number) => priceEvent(coins, step).length,
    batch: async (step: number) => {
      const text = priceEvent(coins, step);
      const started = performance.now();
      const event = JSON.parse(text) as { readonly coin_prices: readonly WireCoin[] };
      for (const coin of event.coin_prices) {
        const row = rows.get(coin.id);
        if (row === undefined) continue;
        const amount = coin.price_native.amount;
        if (amount !== row.text) {
          tick(row.price, row.text, amount, price(amount));
          row.text = amount;
        }
        const change = coin.percent_change_24h_native;
        if (change !== undefined && change !== row.change24h) {
          row.change.textContent = percent(change);
          row.change24h = change;
        }
      }
      await settled();
      await nextPaint();
      return performance.now() - started;
    },
    rows: () => 100,
    rendered: () => rows.size,
  };
}

/** A price and a 1D chart (the same chart library) updated per tick: the text, and the chart's last point. */
export async function vanillaCoinPage(coins: readonly CoinInfo[], settled: () => Promise<void>, now: number) {
  const coin = coins[0];
  if (coin === undefined) throw new Error('no coin');
  const { createChart, AreaSeries } = await import('lightweight-charts');
  const price = priceTextFormatter('en', coin.nativeCurrency);
  const shown = document.createElement('p');
  shown.className = 'coin-quote__price numeric';
  const host = document.createElement('div');
  host.style.blockSize = '320px';
  document.getElementById('root')?.append(shown, host);
  const chart = createChart(host, { autoSize: true, layout: { attributionLogo: false } });
  const line = chart.addSeries(AreaSeries, { lineWidth: 2, priceLineVisible: false });
  line.setData(Array.from({ length: 48 }, (_, i) => ({ time: Math.floor((now - (47 - i) * 1_800_000) / 1000) as never, value: coin.price.toNumber() })));
  chart.timeScale().fitContent();
  let text = coin.price.toFixed();
  shown.textContent = price(text);
  let at = Math.floor(now / 1000);
  const first = [coin];
  return {
    prepare: (step: number) => priceEvent(first, step).length,
    tick: async (step: number) => {
      const data = priceEvent(first, step);
      const started = performance.now();
      const event = JSON.parse(data) as { readonly coin_prices: readonly WireCoin[] };
      const amount = event.coin_prices[0]?.price_native.amount ?? text;
      tick(shown, text, amount, price(amount));
      text = amount;
      at += 2;
      line.update({ time: at as never, value: Number(amount) });
      await settled();
      await nextPaint();
      return performance.now() - started;
    },
    chartReady: () => host.querySelector('canvas') !== null,
  };
}

/** The data path of one 500-price batch (decode, batch, merge into the price map) beside a plain parse into a Map. */
export function dataPath(coins: readonly CoinInfo[]) {
  const texts = Array.from({ length: 8 }, (_, step) => priceEvent(coins, step));
  let prices: LivePriceMap = EMPTY_LIVE_PRICES;
  return {
    app: (rounds: number) => {
      const started = performance.now();
      for (let i = 0; i < rounds; i++) {
        const decoded = decodeLivePrices(texts[i % texts.length] ?? '', 'USD');
        if (!decoded.ok) throw new Error(decoded.reason);
        prices = flushBatch(addToBatch(EMPTY_BATCH, decoded.value, i), prices, i + 1_500).prices;
      }
      return (performance.now() - started) / rounds;
    },
    plain: (rounds: number) => {
      const started = performance.now();
      const map = new Map<string, string>();
      for (let i = 0; i < rounds; i++) {
        const event = JSON.parse(texts[i % texts.length] ?? '') as { readonly coin_prices: readonly WireCoin[] };
        for (const coin of event.coin_prices) map.set(coin.id, coin.price_native.amount);
      }
      return (performance.now() - started) / rounds;
    },
  };
}
