// `npm run bench` (browser): in Debian's Chromium at 4x CPU slowdown, the first screen (/login)
// beside a plain HTML sign-in form served by plain node:http in the same run, and /hub/home
// reloaded after sign-in: largest contentful paint, the bytes the browser really downloaded
// (compressed, as sent), the API calls made twice, and the serial network steps before the
// balance's reads (the document, the code, then API calls each started after another answered).
// Median of ROUNDS runs after a warm-up; the load average is printed beside the figures.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { type BrowserContext, chromium, type Page } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { freePorts } from '../attack/operations';
import { startSandboxProcess } from '../attack/sandbox-process';
import { streams } from '../../adapters/http/routes/streams';
import { HEARTBEAT } from '../../adapters/sandbox/streams/event-stream-response';
import { median } from './load';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SLOWDOWN = 4;
const FIRST_SCREEN_BUDGET_KB = 140;
const HUB_BUDGET_KB = 150;
const PHONE = '+15550100001';

interface Sent {
  readonly url: string;
  readonly type: string;
  start: number;
  end: number;
  bytes: number;
}

/** Every request of the page's loads from now on, with its encoded (on the wire) size. */
async function recorder(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  const byId = new Map<string, Sent>();
  cdp.on('Network.requestWillBeSent', (e) => byId.set(e.requestId, { url: e.request.url, type: e.type ?? '', start: e.timestamp, end: Infinity, bytes: 0 }));
  cdp.on('Network.loadingFinished', (e) => {
    const sent = byId.get(e.requestId);
    if (sent === undefined) return;
    sent.end = e.timestamp;
    sent.bytes = e.encodedDataLength;
  });
  return {
    reset: () => byId.clear(),
    sent: () => [...byId.values()],
  };
}

async function lcp(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          done(entries[entries.length - 1]?.startTime ?? NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** The longest chain of `sent` requests, each starting after the previous had finished, that ends in `last`. */
function serialSteps(sent: readonly Sent[], last: Sent): number {
  const memo = new Map<Sent, number>();
  const depth = (request: Sent): number => {
    const known = memo.get(request);
    if (known !== undefined) return known;
    const before = sent.filter((other) => other.end <= request.start);
    const value = 1 + Math.max(0, ...before.map(depth));
    memo.set(request, value);
    return value;
  };
  return depth(last);
}

const kb = (bytes: number) => bytes / 1024;
const assetBytes = (sent: readonly Sent[]) => sent.filter((s) => s.type === 'Script' || s.type === 'Stylesheet').reduce((sum, s) => sum + s.bytes, 0);

function plainServer(port: number): Promise<{ url: string; stop: () => void }> {
  const html = readFileSync('scripts/bench/plain-login.html');
  const server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  return new Promise((ready) => server.listen(port, '127.0.0.1', () => ready({ url: `http://127.0.0.1:${String(port)}/`, stop: () => server.close() })));
}

async function measureLogin(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const record = await recorder(page);
  await page.goto(url);
  await page.getByRole('textbox').first().waitFor();
  const paint = await lcp(page);
  await page.close();
  const files = record.sent().filter((sent) => sent.type === 'Script' || sent.type === 'Stylesheet');
  return { lcp: paint, bytes: assetBytes(record.sent()), files: new Set(files.map((sent) => new URL(sent.url).pathname)) };
}

/** What the total balance on home is painted from: the total, the wallets (cash and coins) and the baskets held. */
const BALANCE_READS = ['/api/balances/total', '/api/account/show', '/api/crypto_wallets', '/api/v1/crypto-baskets/instances'];

/** How long `homeTicking` watches the page, in real time: the sandbox's stream pushes every 1500 ms. */
const TICKING_MS = 10_000;

/**
 * /hub/home left open for 10 s at 4x while the sandbox's live-prices stream pushes (the holdings,
 * the total, the asset lists' prices): the long tasks over 50 ms, and the pushes the page received
 * with prices (heartbeats not counted).
 */
async function homeTicking(context: BrowserContext, origin: string): Promise<{ longTasks: number; longest: number; pushes: number }> {
  const page = await context.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // The app reads the stream with fetch (adapters/sse/sse-connection.ts): each push arrives as data on that request.
  const stream = new Set<string>();
  let pushes = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.includes(streams.livePrices)) stream.add(e.requestId);
  });
  cdp.on('Network.dataReceived', (e) => {
    // More than a heartbeat comment (HEARTBEAT, 13 bytes): an event carrying prices.
    if (stream.has(e.requestId) && e.dataLength > HEARTBEAT.length) pushes += 1;
  });
  await page.goto(`${origin}/hub/home`);
  await page.getByTestId('total-balance').filter({ hasText: /\d/ }).waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.evaluate(() => {
    const w = window as unknown as { long: number[] };
    w.long = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => w.long.push(entry.duration))).observe({ type: 'longtask' });
  });
  pushes = 0;
  await page.waitForTimeout(TICKING_MS);
  const long = await page.evaluate(() => (window as unknown as { long: number[] }).long);
  await page.close();
  return { longTasks: long.length, longest: Math.max(0, ...long), pushes };
}

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Phone number').fill(PHONE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('One-time code').fill('123456');
  await page.getByLabel('6-digit passcode').fill('147258');
  await page.waitForURL(/\/hub\/home$/);
}

/** /hub/home opened in a new tab of the signed-in context: no request of an earlier page (a poll, a stream) is counted. */
async function measureHome(context: BrowserContext, origin: string, firstScreen: ReadonlySet<string>) {
  const page = await context.newPage();
  const record = await recorder(page);
  record.reset();
  await page.goto(`${origin}/hub/home`);
  await page.getByTestId('total-balance').filter({ hasText: /\d/ }).waitFor();
  const paint = await lcp(page);
  const sent = record.sent();
  const api = sent.filter((s) => new URL(s.url).pathname.startsWith('/api/'));
  const seen = new Map<string, number>();
  api.forEach((s) => seen.set(s.url, (seen.get(s.url) ?? 0) + 1));
  const twice = [...seen].filter(([, n]) => n > 1).map(([url]) => new URL(url).pathname);
  // The reads the painted balance waits for (BalanceService reads them together): the last of them to answer.
  const reads = api.filter((s) => BALANCE_READS.includes(new URL(s.url).pathname));
  const balance = reads.length < BALANCE_READS.length ? undefined : reads.reduce((last, s) => (s.end > last.end ? s : last));
  // Steps: the document, its code (one step when everything home needs is preloaded: a script
  // requested after the first API call was discovered late and is listed), then the chain of
  // API calls each started after another had answered, ending in the last of the balance's reads. (Counting
  // every request would count HTTP/1.1's six connections queueing the chunks as steps.)
  const firstApi = Math.min(...api.map((request) => request.start));
  const lateCode = sent
    .filter((request) => request.type === 'Script' && request.start > firstApi)
    .map((request) => new URL(request.url).pathname.split('/').pop() ?? '');
  const steps = balance === undefined ? NaN : 2 + lateCode.length + serialSteps(api, balance);
  if (process.env.BENCH_WATERFALL !== undefined) {
    const t0 = Math.min(...sent.map((s) => s.start));
    sent.forEach((s) =>
      console.log(
        `${((s.start - t0) * 1000).toFixed(0).padStart(6)} ${((s.end - t0) * 1000).toFixed(0).padStart(6)} ${s.type.padEnd(10)} ${new URL(s.url).pathname}`,
      ),
    );
  }
  await cdpOff(page);
  await page.close();
  const hubOnly = sent.filter((request) => !firstScreen.has(new URL(request.url).pathname));
  return { lcp: paint, bytes: assetBytes(hubOnly), twice, steps, calls: api.length, lateCode };
}

async function cdpOff(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

/** What inversify (with reflect-metadata) weighs in the build, from esbuild's metafile: the figure behind the choice to keep it. */
function inversifyShare(firstScreen: ReadonlySet<string>): string {
  const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8')) as { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };
  let ours = 0;
  let all = 0;
  let onLogin = false;
  for (const [file, output] of Object.entries(meta.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      all += bytesInOutput;
      if (!/node_modules\/(inversify|@inversifyjs|reflect-metadata)\//.test(input)) continue;
      ours += bytesInOutput;
      onLogin ||= firstScreen.has(`/${file.replace(/^dist\//, '')}`);
    }
  }
  return `${(ours / 1024).toFixed(1)} KB minified of ${(all / 1024).toFixed(0)} KB in all chunks (${((ours / all) * 100).toFixed(1)}%); ${onLogin ? 'loaded on /login' : 'loaded with the hub only, not on /login'}`;
}

const port = await freePorts();
const sandbox = await startSandboxProcess({ cwd: process.cwd(), port, args: ['--quiet'] });
const plain = await plainServer(await freePorts());
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const plainRuns: number[] = [];
  const loginRuns: Awaited<ReturnType<typeof measureLogin>>[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const context = await browser.newContext();
    const plainRun = await measureLogin(context, plain.url);
    const loginRun = await measureLogin(context, `${sandbox.url}/login`);
    await context.close();
    if (round === 0) continue; // warm-up
    plainRuns.push(plainRun.lcp);
    loginRuns.push(loginRun);
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, sandbox.url);
  await page.close();
  const homeRuns: Awaited<ReturnType<typeof measureHome>>[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const run = await measureHome(context, sandbox.url, loginRuns[0]?.files ?? new Set());
    if (round > 0) homeRuns.push(run);
  }
  const ticking = await homeTicking(context, sandbox.url);
  await context.close();

  const loginLcp = median(loginRuns.map((r) => r.lcp));
  const plainLcp = median(plainRuns);
  const loginKb = kb(median(loginRuns.map((r) => r.bytes)));
  const homeLcp = median(homeRuns.map((r) => r.lcp));
  const homeKb = kb(median(homeRuns.map((r) => r.bytes)));
  const steps = Math.max(...homeRuns.map((r) => r.steps));
  const twice = [...new Set(homeRuns.flatMap((r) => r.twice))];
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const range = (values: readonly number[]) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;
  console.log(
    `browser: Chromium at ${String(SLOWDOWN)}x CPU slowdown, median of ${String(ROUNDS)} after a warm-up (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.log(
    `  /login LCP        ${Math.round(loginLcp)} ms (range ${range(loginRuns.map((r) => r.lcp))}); plain HTML form ${Math.round(plainLcp)} ms; ratio ${(loginLcp / plainLcp).toFixed(2)}x goal <= 2x and <= 1000 ms ${verdict(loginLcp / plainLcp <= 2 && loginLcp <= 1000)}`,
  );
  console.log(
    `  /login bytes      ${loginKb.toFixed(1)} KB of JS and CSS on the wire, budget ${String(FIRST_SCREEN_BUDGET_KB)} KB ${verdict(loginKb <= FIRST_SCREEN_BUDGET_KB)}`,
  );
  console.log(`  /hub/home LCP     ${Math.round(homeLcp)} ms (range ${range(homeRuns.map((r) => r.lcp))}) goal <= 1500 ms ${verdict(homeLcp <= 1500)}`);
  console.log(
    `  /hub/home steps   ${String(steps)} serial network steps to the balance's reads (document, code, API chain; the last of the total, wallets and baskets${homeRuns[0]?.lateCode.length ? `; code found late: ${homeRuns[0].lateCode.join(', ')}` : ''}), goal <= 3 ${verdict(steps <= 3)}; ${String(homeRuns[0]?.calls ?? 0)} API calls, twice: ${twice.length === 0 ? 'none' : twice.join(', ')} ${verdict(twice.length === 0)}`,
  );
  console.log(
    `  /hub/home ticking long tasks over 50 ms in ${String(TICKING_MS / 1000)} s of live prices (${String(ticking.pushes)} pushes with prices received): ${String(ticking.longTasks)} (longest ${ticking.longest.toFixed(0)} ms) ${verdict(ticking.longTasks === 0 && ticking.pushes > 0)}`,
  );
  console.log(
    `  /hub/home bytes   ${homeKb.toFixed(1)} KB of JS and CSS on the wire that /hub/home adds to /login's (reload, cache off), budget ${String(HUB_BUDGET_KB)} KB ${verdict(homeKb <= HUB_BUDGET_KB)}`,
  );
  console.log(`  inversify         ${inversifyShare(loginRuns[0]?.files ?? new Set())}`);
} finally {
  await browser.close();
  plain.stop();
  await sandbox.stop();
}
