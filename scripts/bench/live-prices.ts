// `npm run bench` (live): live prices in Debian's Chromium at 4x CPU slowdown, each figure beside
// a baseline measured in the same run (scripts/bench/live/): the market page with 500 coins
// applying a batch of 500 changed prices beside a vanilla-DOM table of the same rows and changes;
// sorting by another column (beside the vanilla table sorting and re-filling the same rows) and
// switching category, to the next paint; a coin page price tick
// (price and chart) beside a vanilla page with the same chart library; the data path of one
// 500-price batch beside a plain parse into a Map; CLS and long tasks over 10 s of ticking.
// Main-thread time is Chromium's own count (Performance.getMetrics TaskDuration) around each
// batch, to the next paint. Median of ROUNDS after a warm-up, with the range and load average.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { freePorts } from '../attack/operations';
import { median } from './load';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const SLOWDOWN = 4;
/** Built by scripts/bench/live/build.mjs. */
const OUT = 'dist-bench';

interface Bench {
  readonly prepare?: (step: number) => number;
  readonly batch?: (step: number) => Promise<number>;
  readonly tick?: (step: number) => Promise<number>;
  /** ms from the click to the next paint, and from the list's answer to the next paint after it (0 for a sort). */
  readonly click?: (name: string) => Promise<Clicked>;
  readonly rows?: () => number;
  readonly rendered?: () => number;
  readonly chartReady?: () => boolean;
  readonly app?: (rounds: number) => number;
  readonly plain?: (rounds: number) => number;
}
interface Clicked {
  readonly toPaint: number;
  readonly answerToPaint: number;
}
type Method = 'prepare' | 'batch' | 'tick' | 'click' | 'app' | 'plain';

const TYPES: Readonly<Record<string, string>> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html' };

function serve(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    readFile(join(OUT, path))
      .then((body) => response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body))
      .catch(() => response.writeHead(404).end());
  });
  return new Promise((ready) => server.listen(port, '127.0.0.1', () => ready(server)));
}

/**
 * Chromium's main-thread counters in ms: all tasks, and the style recalculation and layout within
 * them. (Its script counter is not used: it leaves out script run by the bench's own evaluate.)
 */
interface Work {
  readonly task: number;
  readonly styleLayout: number;
}

/** Each run's main thread: all of it, and its style and layout. */
interface Shares {
  readonly task: number[];
  readonly styleLayout: number[];
}

const spent = (before: Work, after: Work): Work => ({ task: after.task - before.task, styleLayout: after.styleLayout - before.styleLayout });

async function open(browser: Browser, origin: string, name: string, query = ''): Promise<{ page: Page; work: () => Promise<Work> }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${origin}/?page=${name}${query}`);
  await page.waitForFunction(() => {
    const bench = (window as unknown as { bench?: Bench }).bench;
    return bench !== undefined && (bench.rows?.() === 100 || bench.chartReady?.() === true || bench.app !== undefined);
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  const work = async (): Promise<Work> => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const msOf = (name: string) => (metrics.find((m) => m.name === name)?.value ?? Number.NaN) * 1000;
    return { task: msOf('TaskDuration'), styleLayout: msOf('RecalcStyleDuration') + msOf('LayoutDuration') };
  };
  return { page, work };
}

/** Calls the page's bench method (awaiting it in the page) and answers what it returned. */
const call = <T = number>(page: Page, method: Method, arg: number | string): Promise<T> =>
  page.evaluate(
    ([name, value]) => {
      const bench = (window as unknown as { bench: Record<string, ((arg: number | string) => unknown) | undefined> }).bench;
      return Promise.resolve(bench[name]?.(value) ?? Number.NaN);
    },
    [method, arg] as const,
  ) as Promise<T>;

/** Main-thread ms of each of ROUNDS runs of `run` (after one warm-up), by Chromium's own counters. */
async function mainThread(page: Page, work: () => Promise<Work>, run: Method, into: Shares): Promise<void> {
  for (let round = 0; round <= ROUNDS; round++) {
    if (run === 'batch' || run === 'tick') await call(page, 'prepare', round + 1);
    const before = await work();
    await call(page, run, round + 1);
    const cost = spent(before, await work());
    if (round > 0) {
      into.task.push(cost.task);
      into.styleLayout.push(cost.styleLayout);
    }
  }
}

const shares = (): Shares => ({ task: [], styleLayout: [] });

/** The batches `ticking` can apply in its 10 s (one every 1500 ms), with room to spare. */
const TICKING_STEPS = 12;

/**
 * CLS and long tasks while the page applies a batch every 1500 ms for 10 s. The batches' events
 * are made before the observers start: making one (500 prices, Decimals, JSON) is the bench's
 * work, some 10 ms at 4x, and a long task of its own under load.
 */
async function ticking(page: Page, run: Method): Promise<{ cls: number; longTasks: number; longest: number; batches: number }> {
  for (let step = 0; step < TICKING_STEPS; step++) await call(page, 'prepare', 100 + step);
  await page.evaluate(() => {
    const w = window as unknown as { shift: number; long: number[] };
    w.shift = 0;
    w.long = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.shift += entry.value;
    }).observe({ type: 'layout-shift' });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => w.long.push(entry.duration))).observe({ type: 'longtask' });
  });
  const started = Date.now();
  let batches = 0;
  while (Date.now() - started < 10_000 && batches < TICKING_STEPS) {
    const at = Date.now();
    await call(page, run, 100 + batches);
    batches++;
    await page.waitForTimeout(Math.max(0, 1_500 - (Date.now() - at)));
  }
  const { shift, long } = await page.evaluate(() => {
    const w = window as unknown as { shift: number; long: number[] };
    return { shift: w.shift, long: w.long };
  });
  return { cls: shift, longTasks: long.length, longest: Math.max(0, ...long), batches };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const range = (values: readonly number[]) => `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const figure = (values: readonly number[]) => `${ms(median(values))} (range ${range(values)})`;

const port = await freePorts();
const server = await serve(port);
const origin = `http://127.0.0.1:${String(port)}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const batch: Method = 'batch';
  const tick: Method = 'tick';

  const market = await open(browser, origin, 'market');
  // The baseline draws the rows the app has in the page: those in the window (the app renders no others).
  const rendered = await market.page.evaluate(() => (window as unknown as { bench: Bench }).bench.rendered?.() ?? 0);
  const vanilla = await open(browser, origin, 'market-vanilla', `&rows=${String(rendered)}`);
  const appBatch = shares();
  const vanillaBatch = shares();
  // Interleaved, so both meet the same machine load.
  for (let i = 0; i < 2; i++) {
    await mainThread(market.page, market.work, batch, appBatch);
    await mainThread(vanilla.page, vanilla.work, batch, vanillaBatch);
  }
  const sorts: number[] = [];
  const sortTasks: number[] = [];
  const vanillaSorts: number[] = [];
  const switches: number[] = [];
  const switchAnswers: number[] = [];
  const switchTasks: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const column of ['Price', 'Market cap', '24h'] as const) {
      const before = await market.work();
      const clicked = await call<Clicked>(market.page, 'click', column);
      const after = await market.work();
      const vanillaClicked = await call<Clicked>(vanilla.page, 'click', column);
      if (round > 0) {
        sorts.push(clicked.toPaint);
        sortTasks.push(after.task - before.task);
        vanillaSorts.push(vanillaClicked.toPaint);
      }
    }
    for (const category of ['Top gainers', 'All coins'] as const) {
      const before = await market.work();
      const clicked = await call<Clicked>(market.page, 'click', category);
      const after = await market.work();
      if (round > 0) {
        switches.push(clicked.toPaint);
        switchAnswers.push(clicked.answerToPaint);
        switchTasks.push(after.task - before.task);
      }
    }
  }
  const marketTicking = await ticking(market.page, batch);
  await vanilla.page.close();
  await market.page.close();

  const coin = await open(browser, origin, 'coin');
  const coinVanilla = await open(browser, origin, 'coin-vanilla');
  const appTick = shares();
  const vanillaTick = shares();
  for (let i = 0; i < 2; i++) {
    await mainThread(coin.page, coin.work, tick, appTick);
    await mainThread(coinVanilla.page, coinVanilla.work, tick, vanillaTick);
  }
  const coinTicking = await ticking(coin.page, tick);
  await coin.page.close();
  await coinVanilla.page.close();

  const data = await open(browser, origin, 'data');
  const appData: number[] = [];
  const plainData: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const app = await call(data.page, 'app', 20);
    const plain = await call(data.page, 'plain', 20);
    if (round > 0) {
      appData.push(app);
      plainData.push(plain);
    }
  }
  await data.page.close();

  const ratio = (a: readonly number[], b: readonly number[]) => median(a) / median(b);
  console.log(
    `live: Chromium at ${String(SLOWDOWN)}x CPU slowdown, 500 coins, median of ${String(2 * ROUNDS)} batches (sorts and switches ${String(ROUNDS)} rounds) after a warm-up (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  const batchRatio = ratio(appBatch.task, vanillaBatch.task);
  console.log(
    `  market batch      ${figure(appBatch.task)} main thread per batch of 500 prices, to the next paint (${String(rendered)} of 100 rows in the page); vanilla DOM of those rows ${figure(vanillaBatch.task)}; ratio ${batchRatio.toFixed(2)}x; goal <= 8 ms ${verdict(median(appBatch.task) <= 8)} and <= 1.5x ${verdict(batchRatio <= 1.5)}`,
  );
  console.log(
    `    of which        style and layout ${figure(appBatch.styleLayout)} (vanilla ${figure(vanillaBatch.styleLayout)}); the rest is script, paint and compositing`,
  );
  console.log(
    `  sort              ${figure(sorts)} from the click to the next paint (Price, Market cap, 24h), main thread ${figure(sortTasks)}; vanilla DOM sorting the 500 coins and filling its rows in place ${figure(vanillaSorts)}, ratio ${ratio(sorts, vanillaSorts).toFixed(2)}x; goal <= 50 ms ${verdict(median(sorts) <= 50)}`,
  );
  console.log(
    `  category          ${figure(switches)} from the click to the next paint (Top gainers, All coins: the chip pressed, the list dimmed) and ${figure(switchAnswers)} from the list's answer to the next paint (the new rows); main thread of both ${figure(switchTasks)}; goal <= 50 ms ${verdict(median(switches) <= 50 && median(switchAnswers) <= 50)}`,
  );
  console.log(
    `  market ticking    CLS ${marketTicking.cls.toFixed(4)} over 10 s (${String(marketTicking.batches)} batches), goal <= 0.02 ${verdict(marketTicking.cls <= 0.02)}; long tasks over 50 ms: ${String(marketTicking.longTasks)} (longest ${ms(marketTicking.longest)}) ${verdict(marketTicking.longTasks === 0)}`,
  );
  const tickRatio = ratio(appTick.task, vanillaTick.task);
  console.log(
    `  coin page tick    ${figure(appTick.task)} main thread per tick (price and chart), to the next paint; vanilla page ${figure(vanillaTick.task)}; ratio ${tickRatio.toFixed(2)}x; goal <= 1.5x ${verdict(tickRatio <= 1.5)}`,
  );
  console.log(
    `  coin ticking      long tasks over 50 ms in 10 s: ${String(coinTicking.longTasks)} (longest ${ms(coinTicking.longest)}) ${verdict(coinTicking.longTasks === 0)}`,
  );
  const dataRatio = ratio(appData, plainData);
  console.log(
    `  data path         ${figure(appData)} per 500-price batch (decode, batch, merge); plain parse into a Map ${figure(plainData)}; ratio ${dataRatio.toFixed(2)}x; goal <= 2x ${verdict(dataRatio <= 2)}`,
  );
} finally {
  await browser.close();
  server.close();
}
