// The baselines of the live-prices bench, measured in the same run as the app: a vanilla-DOM
// market table and coin page drawing the same rows and changes (the same cells, classes,
// formatters and styles), and a plain parse of a price batch into a Map.
import type { CoinInfo } from '../../../application/ports/coins-port';
import { decodeLivePrices } from '../../../adapters/sse/live-price-event';
import { changeDirectionOfText, compactTextFormatter, percentTextFormatter, priceTextFormatter } from '../../../domain/format/live-price-format';
import { SPARKLINE_HEIGHT_PX, SPARKLINE_WIDTH_PX, sparklinePoints } from '../../../domain/market/sparkline';
import { addToBatch, EMPTY_BATCH, EMPTY_LIVE_PRICES, flushBatch, type LivePriceMap } from '../../../domain/market/live-price-batch';
import { compareDecimalStrings } from '../../../domain/money/decimal-text';
import { benchTickerPrices, priceEvent } from './bench-coins';

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

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] => {
  const made = document.createElement(tag);
  if (className !== '') made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
};

/** A change in percent as the app's table shows it: the figure, and its direction in words for screen readers. */
function change(host: HTMLElement, text: string, percent: (text: string) => string): void {
  const direction = changeDirectionOfText(text);
  const shown = percent(text);
  const unsigned = percent(text.startsWith('-') ? text.slice(1) : text).replace(/^\+/, '');
  const outer = host.firstElementChild ?? host.appendChild(element('span', ''));
  outer.className = `numeric change--${direction}`;
  const [seen, heard] = [outer.children[0], outer.children[1]];
  if (seen === undefined || heard === undefined) {
    const figure = element('span', '', shown);
    figure.setAttribute('aria-hidden', 'true');
    outer.replaceChildren(figure, element('span', 'visually-hidden', direction === 'flat' ? 'unchanged' : `${direction} ${unsigned}`));
    return;
  }
  seen.textContent = shown;
  heard.textContent = direction === 'flat' ? 'unchanged' : `${direction} ${unsigned}`;
}

/** The 1D line of a row, as the app draws it; drawn for a coin with `drawSparkline`. */
function sparkline(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('width', String(SPARKLINE_WIDTH_PX));
  svg.setAttribute('height', String(SPARKLINE_HEIGHT_PX));
  svg.setAttribute('viewBox', `0 0 ${String(SPARKLINE_WIDTH_PX)} ${String(SPARKLINE_HEIGHT_PX)}`);
  svg.setAttribute('aria-hidden', 'true');
  const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
  line.setAttribute('fill', 'none');
  line.setAttribute('stroke', 'currentColor');
  line.setAttribute('stroke-width', '1.5');
  line.setAttribute('stroke-linejoin', 'round');
  svg.append(line);
  return svg;
}

/** A coin's line (the same points as the app's) and its colour by the 24 h change. */
function drawSparkline(svg: SVGSVGElement, coin: CoinInfo, text: string): void {
  svg.setAttribute('class', `sparkline change--${changeDirectionOfText(text)}`);
  svg.firstElementChild?.setAttribute('points', sparklinePoints(benchTickerPrices(coin)));
}

/** The nodes of one vanilla row that a new coin or a price batch writes. */
interface VanillaRow {
  readonly rank: HTMLElement;
  readonly star: HTMLElement;
  readonly link: HTMLAnchorElement;
  readonly icon: HTMLElement;
  readonly name: HTMLElement;
  readonly symbol: HTMLElement;
  readonly price: HTMLElement;
  readonly hour: HTMLElement;
  readonly change: HTMLElement;
  readonly cap: HTMLElement;
  readonly volume: HTMLElement;
  readonly chart: SVGSVGElement;
  /** The coin shown, and its price and 24 h change as last drawn. */
  coin: CoinInfo;
  text: string;
  change24h: string;
}

/** The columns the bench sorts by (their header's first word in the app), as plain numbers made once. */
const VANILLA_SORTS: Readonly<Record<string, (coin: CoinInfo) => string | undefined>> = {
  Price: (coin) => coin.price.toFixed(),
  'Market cap': (coin) => coin.marketCap?.toFixed(),
  '24h': (coin) => coin.volume24h?.toFixed(),
};

/**
 * The first `count` coins (the rows the app has in the page) as the app's table draws them: the
 * same nine cells with the same classes (rank, favourite star, icon, name and symbol, price, 1 h,
 * 24 h, market cap, volume, the 1D line), updated in place per batch with the same changes (the
 * price's span replaced so its tint runs, the 24 h change's class and texts), and re-filled in
 * place with the first rows of another order for a sort, as the app's rows are.
 */
export function vanillaMarket(coins: readonly CoinInfo[], settled: () => Promise<void>, count: number) {
  const currency = coins[0]?.nativeCurrency;
  if (currency === undefined) throw new Error('no coins');
  const price = priceTextFormatter('en', currency);
  const percent = percentTextFormatter('en');
  const compact = compactTextFormatter('en', currency);
  const table = element('table', 'market-table');
  const body = table.createTBody();
  const fill = (row: VanillaRow, coin: CoinInfo): void => {
    row.coin = coin;
    row.rank.textContent = String(coin.rank);
    row.star.setAttribute('aria-label', `Favourite ${coin.name}`);
    row.link.href = `/hub/price/${coin.slug}`;
    row.icon.textContent = coin.displaySymbol.slice(0, 1);
    row.name.textContent = coin.name;
    row.symbol.textContent = coin.displaySymbol;
    row.text = coin.price.toFixed();
    const figure = row.price.firstElementChild ?? row.price.appendChild(element('span', ''));
    figure.className = 'numeric tick tick--none';
    figure.textContent = price(row.text);
    change(row.hour, coin.percentChange1h?.toFixed() ?? '0', percent);
    row.change24h = coin.percentage?.toFixed() ?? '0';
    change(row.change, row.change24h, percent);
    row.cap.textContent = compact(coin.marketCap?.toFixed() ?? '0');
    row.volume.textContent = compact(coin.volume24h?.toFixed() ?? '0');
    drawSparkline(row.chart, coin, row.change24h);
  };
  const rows: VanillaRow[] = coins.slice(0, count).map((coin) => {
    const tr = body.insertRow();
    const cells = {
      rank: element('td', 'market-table__rank numeric'),
      star: element('button', 'icon-button favourite'),
      link: element('a', 'market-asset'),
      icon: element('span', 'coin-icon coin-icon--32 coin-icon--monogram'),
      name: element('span', 'market-asset__name'),
      symbol: element('span', 'market-asset__symbol'),
      price: element('span', 'live-figure'),
      hour: element('td', 'market-table__num'),
      change: element('span', 'live-figure'),
      cap: element('td', 'market-table__num numeric'),
      volume: element('td', 'market-table__num numeric'),
      chart: sparkline(),
    };
    cells.star.setAttribute('type', 'button');
    cells.star.setAttribute('aria-pressed', 'false');
    const glyph = element('span', '', '☆');
    glyph.setAttribute('aria-hidden', 'true');
    cells.star.append(glyph);
    cells.link.append(cells.icon, cells.name, ' ', cells.symbol);
    const assetCell = element('th', 'market-table__asset');
    assetCell.scope = 'row';
    assetCell.append(cells.link);
    const starCell = element('td', 'market-table__star');
    starCell.append(cells.star);
    const priceCell = element('td', 'market-table__num');
    priceCell.append(cells.price);
    const changeCell = element('td', 'market-table__num');
    changeCell.append(cells.change);
    const chartCell = element('td', 'market-table__chart');
    chartCell.append(cells.chart);
    tr.append(cells.rank, starCell, assetCell, priceCell, cells.hour, changeCell, cells.cap, cells.volume, chartCell);
    const row: VanillaRow = { ...cells, coin, text: '', change24h: '' };
    fill(row, coin);
    return row;
  });
  let byCoin = new Map(rows.map((row) => [row.coin.id, row]));
  const orders = new Map(
    Object.entries(VANILLA_SORTS).map(([column, key]) => {
      const amounts = new Map(coins.map((coin) => [coin.id, Number(key(coin) ?? Number.NEGATIVE_INFINITY)]));
      return [column, (a: CoinInfo, b: CoinInfo) => (amounts.get(b.id) ?? 0) - (amounts.get(a.id) ?? 0)] as const;
    }),
  );
  document.getElementById('root')?.append(table);
  return {
    prepare: (step: number) => priceEvent(coins, step).length,
    batch: async (step: number) => {
      const text = priceEvent(coins, step);
      const started = performance.now();
      const event = JSON.parse(text) as { readonly coin_prices: readonly WireCoin[] };
      for (const coin of event.coin_prices) {
        const row = byCoin.get(coin.id);
        if (row === undefined) continue;
        const amount = coin.price_native.amount;
        if (amount !== row.text) {
          tick(row.price, row.text, amount, price(amount));
          row.text = amount;
        }
        const moved = coin.percent_change_24h_native;
        if (moved !== undefined && moved !== row.change24h) {
          change(row.change, moved, percent);
          row.change24h = moved;
        }
      }
      await settled();
      await nextPaint();
      return performance.now() - started;
    },
    /** Sorts the 500 coins by a column (descending) and fills the rows in place with the first of them: ms to the next paint. */
    click: async (column: string) => {
      const order = orders.get(column);
      if (order === undefined) throw new Error(`no column ${column}`);
      const started = performance.now();
      const sorted = [...coins].sort(order);
      rows.forEach((row, index) => {
        const coin = sorted[index];
        if (coin !== undefined) fill(row, coin);
      });
      byCoin = new Map(rows.map((row) => [row.coin.id, row]));
      await nextPaint();
      return { toPaint: performance.now() - started, answerToPaint: 0 };
    },
    rows: () => 100,
    rendered: () => rows.length,
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
