import type { SchedulerLike } from 'rxjs';
import type { AppServices } from '../../../application/app-services';
import { ConsoleLoggingAdapter } from '../../browser/console-logging-adapter';
import { cookieJarFetch } from '../../node/cookie-jar-fetch';
import { SavedSession } from '../../node/saved-session';
import { type DeviceKeyStore, MemoryDeviceKeyStore } from '../../crypto/request-signer';
import { MemoryKeyValueAdapter } from '../../node/memory-key-value-adapter';
import { SandboxExchange } from '../../sandbox/exchange/sandbox-exchange';
import { sandboxHandlers } from '../../sandbox/handlers';
import { HandlerIndex } from '../../sandbox/handlers/handler-index';
import { StateJournal } from '../../sandbox/persistence/state-journal';
import { resolve } from '../../wiring/container';
import { createNodeContainer } from '../../wiring/node';
import type { Name, Registry } from '../../wiring/registry';
import { RequestTraffic } from './request-traffic';
import { HeadlessPaymentFrame } from '../../node/headless-payment-frame';
import { HeadlessWalletSheets } from '../../node/headless-wallet-sheets';
import { HeadlessExternalPages, HeadlessPaypalLogin } from '../../node/headless-paypal-login';
import { createGatewayApp } from '../../sandbox/gateway/gateway-app';
import type { KeyValuePort } from '../../../application/ports/key-value-port';
import type { ApiResult } from '../../../application/ports/api-error';
import type { Coin } from '../../../application/ports/trading-port';
import { gatewayPageFetch, sandboxFetch } from './sandbox-fetch';

/** Where the in-process sandbox answers; no socket is opened, the origin only names it. */
export const IN_PROCESS_ORIGIN = 'http://sandbox.cli';

export interface RuntimeOptions {
  /** A backend's base URL; undefined runs the sandbox exchange in-process. */
  readonly api: string | undefined;
  readonly seed: number | undefined;
  /** The in-process sandbox's state file (`--state FILE`). */
  readonly stateFile: string | undefined;
  /** The saved session file for `--api` mode. */
  readonly sessionFile: string;
  readonly scheduler: SchedulerLike;
  /** Epoch milliseconds for the in-process sandbox (tests pass virtual time). */
  readonly clock: () => number;
  /** Where diagnostics go (never stdout). */
  readonly logTo: (text: string) => void;
  /** Counts the runtime's requests in flight; a new one by default. */
  readonly traffic?: RequestTraffic;
}

/**
 * The CLI's composition root (with main.ts): the application as the CLI drives it, the same
 * services the browser gets, over Node adapters, against the in-process sandbox or a backend.
 */
export interface CliRuntime {
  readonly services: AppServices;
  readonly get: <K extends Name>(name: K) => Registry[K];
  /** The in-process sandbox exchange; undefined with `--api`. */
  readonly sandbox: SandboxExchange | undefined;
  readonly session: SavedSession | undefined;
  /** The requests in flight (a command waits for a service's loads with `traffic.quiet`). */
  readonly traffic: RequestTraffic;
  /** The present in epoch milliseconds, on the clock quotes' expiry is stated in (virtual in tests). */
  readonly now: () => number;
  /**
   * The payment frame without a browser: completes a payment gateway's page (3-D Secure) the way
   * the customer and the page would, and posts its result to the services waiting for it.
   */
  readonly paymentPages: HeadlessPaymentFrame;
  /** Apple Pay and Google Pay without a screen: each sheet answered as the command says. */
  readonly walletSheets: HeadlessWalletSheets;
  /** PayPal's sign-in window without a screen: signed in as the command says. */
  readonly paypalLogin: HeadlessPaypalLogin;
  /** The pages the app left for (a bank's authorisation), for the command to complete with paymentPages. */
  readonly externalPages: HeadlessExternalPages;
  /**
   * The backend's coin list, fetched once per run (a failed fetch is tried again next time): the
   * precision rules `check amount` applies per line need it, the lines of a batch share it.
   */
  readonly coinList: () => Promise<ApiResult<readonly Coin[]>>;
  /** Saves what must outlive the run (the sandbox state file, the session file). */
  readonly close: () => Promise<void>;
}

/** Where the runtime's requests go and what it keeps between runs: a backend with the saved session, or the in-process sandbox. */
interface Backend {
  readonly apiBaseUrl: string;
  readonly fetch: typeof fetch;
  readonly storage: KeyValuePort;
  readonly keyStore: DeviceKeyStore;
  readonly paymentPages: HeadlessPaymentFrame;
  readonly sandbox: SandboxExchange | undefined;
  readonly session: SavedSession | undefined;
  readonly close: () => Promise<void>;
}

function savedSessionBackend(api: string, sessionFile: string): Backend {
  const session = new SavedSession(sessionFile, api);
  const fetchOut: typeof fetch = (input, init) => fetch(input, init);
  return {
    apiBaseUrl: api,
    fetch: cookieJarFetch(fetchOut, session.cookies),
    storage: session,
    keyStore: session,
    // The gateway's pages answer only the customer whose session opened them: its cookie goes along (same host).
    paymentPages: new HeadlessPaymentFrame(cookieJarFetch(fetchOut, session.cookies)),
    sandbox: undefined,
    session,
    close: () => Promise.resolve(session.write()),
  };
}

/** The handlers' answers, routes matched once (the index), for the in-process fetch. */
const respondWith =
  (index: HandlerIndex) =>
  (request: Request): Promise<Response | undefined> =>
    index.respond(request);

function inProcessSandbox(options: RuntimeOptions): Backend {
  const journal = options.stateFile === undefined ? undefined : StateJournal.open(options.stateFile, { log: (line) => options.logTo(`${line}\n`) });
  const sandbox = new SandboxExchange({ clock: options.clock, seed: options.seed, durable: journal });
  // One cookie jar for the API and the gateway's pages, as a browser keeps one per host.
  const cookies = new Map<string, string>();
  return {
    apiBaseUrl: IN_PROCESS_ORIGIN,
    fetch: cookieJarFetch(sandboxFetch(respondWith(new HandlerIndex(sandboxHandlers(sandbox, undefined)))), cookies),
    storage: new MemoryKeyValueAdapter(),
    keyStore: new MemoryDeviceKeyStore(),
    paymentPages: new HeadlessPaymentFrame(cookieJarFetch(gatewayPageFetch(createGatewayApp({ exchange: sandbox, appOrigin: IN_PROCESS_ORIGIN })), cookies)),
    sandbox,
    session: undefined,
    close: () => {
      journal?.close();
      return Promise.resolve();
    },
  };
}

export function createCliRuntime(options: RuntimeOptions): Promise<CliRuntime> {
  const text = (parts: unknown[]): string => parts.map((p) => (p instanceof Error ? p.message : typeof p === 'string' ? p : JSON.stringify(p))).join(' ');
  const sink = {
    error: (...parts: unknown[]) => options.logTo(`${text(parts)}\n`),
    warn: (...parts: unknown[]) => options.logTo(`${text(parts)}\n`),
    info: (...parts: unknown[]) => options.logTo(`${text(parts)}\n`),
  };
  const traffic = options.traffic ?? new RequestTraffic();
  const walletSheets = new HeadlessWalletSheets();
  const paypalLogin = new HeadlessPaypalLogin();
  const externalPages = new HeadlessExternalPages();
  const backend = options.api === undefined ? inProcessSandbox(options) : savedSessionBackend(options.api, options.sessionFile);
  const container = createNodeContainer({
    apiBaseUrl: backend.apiBaseUrl,
    scheduler: options.scheduler,
    fetch: traffic.track(backend.fetch),
    storage: backend.storage,
    keyStore: backend.keyStore,
    subtle: traffic.trackCrypto(globalThis.crypto.subtle),
    observeLoads: (loading) => traffic.observe(loading),
    logger: new ConsoleLoggingAdapter(sink),
    paymentSurfaces: { paymentFrame: backend.paymentPages, applePay: walletSheets.applePay, googlePay: walletSheets.googlePay, paypalLogin, externalPages },
  });
  const trading = resolve(container, 'trading');
  let coins: Promise<ApiResult<readonly Coin[]>> | undefined;
  const coinList = (): Promise<ApiResult<readonly Coin[]>> => {
    coins ??= trading.getCoins().then((result) => {
      if (!result.ok) coins = undefined;
      return result;
    });
    return coins;
  };
  return Promise.resolve({
    coinList,
    services: resolve(container, 'services'),
    get: (name) => resolve(container, name),
    sandbox: backend.sandbox,
    session: backend.session,
    traffic,
    now: options.clock,
    paymentPages: backend.paymentPages,
    walletSheets,
    paypalLogin,
    externalPages,
    close: backend.close,
  });
}
