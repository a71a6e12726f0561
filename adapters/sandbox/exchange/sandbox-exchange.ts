import type { Dec } from '../../../domain/money/decimal';
import { createInitialState } from './initial-state';
import { Market } from './market';
import { type SandboxAccount, SandboxContext } from './sandbox-context';
import { SandboxBalances } from './sandbox-balances';
import { SandboxBaskets } from './sandbox-baskets';
import { SandboxCoins } from './sandbox-coins';
import { SandboxDeposits } from './sandbox-deposits';
import { SandboxKyc } from './sandbox-kyc';
import { SandboxOnboarding } from './sandbox-onboarding';
import { SandboxPasskeys } from './onboarding/passkeys';
import { SandboxPayments } from './sandbox-payments';
import { SandboxRewards } from './sandbox-rewards';
import { SandboxSessions } from './sandbox-sessions';
import { type SandboxState, STATE_VERSION } from './sandbox-state';
import { SandboxTrading } from './sandbox-trading';

export { type SandboxAccount } from './sandbox-context';
export { type SandboxError, type SandboxResult } from './sandbox-result';

/**
 * Where the state is kept durable (adapters/sandbox/persistence/state-journal.ts): the state it
 * holds, if any; `begin` starts keeping the exchange's state; `commit` makes a transaction's
 * changes durable or throws; `lastCommitted` is what a failed transaction rolls back to.
 */
export interface DurableState {
  readonly restored: SandboxState | undefined;
  begin(state: SandboxState): void;
  commit(state: SandboxState): void;
  lastCommitted(): SandboxState;
}

/** A transaction's work: synchronous, so nothing can interleave between a check and the change it allows. */
export type Synchronous<T> = T extends PromiseLike<unknown> ? never : T;

export interface SandboxOptions {
  /** Epoch milliseconds; tests pass a controllable clock. */
  readonly clock: () => number;
  readonly seed?: number;
  /** Origin of the sandbox payment gateway pages; another origin than the app's. */
  readonly gatewayOrigin?: string;
  /** A state saved earlier; a fresh sandbox otherwise. */
  readonly state?: SandboxState;
  /** Keeps the state durable (`--state FILE`); its restored state wins over `state`. */
  readonly durable?: DurableState;
}

export const DEFAULT_GATEWAY_ORIGIN = 'http://gateway.sandbox.test';

/**
 * The simulated exchange: one shared context (state, clock, ledger, market, history) and one
 * module per area of the API. It computes every amount itself with the domain's rules and never
 * trusts amounts computed by a client.
 */
export class SandboxExchange {
  readonly context: SandboxContext;
  readonly market: Market;
  readonly sessions: SandboxSessions;
  readonly balances: SandboxBalances;
  readonly trading: SandboxTrading;
  readonly baskets: SandboxBaskets;
  readonly payments: SandboxPayments;
  readonly deposits: SandboxDeposits;
  readonly kyc: SandboxKyc;
  readonly coins: SandboxCoins;
  readonly rewards: SandboxRewards;
  readonly onboarding: SandboxOnboarding;
  readonly passkeys: SandboxPasskeys;
  private readonly holder: { state: SandboxState };
  private readonly durable: DurableState | undefined;
  /** Time skipped by the test-mode clock control (advanceClock), on top of the given clock. */
  private skippedMs = 0;

  constructor(options: SandboxOptions) {
    const saved = options.durable?.restored ?? options.state;
    const seed = saved?.seed ?? options.seed ?? 1;
    if (saved !== undefined && saved.version !== STATE_VERSION) {
      throw new Error(`sandbox state version ${JSON.stringify(saved.version)} is not ${String(STATE_VERSION)}`);
    }
    this.holder = { state: saved ?? createInitialState(seed, options.clock()) };
    this.durable = options.durable;
    this.durable?.begin(this.holder.state);
    this.market = new Market(seed);
    const clock = (): number => options.clock() + this.skippedMs;
    this.context = new SandboxContext(this.holder, this.market, { clock, gatewayOrigin: options.gatewayOrigin ?? DEFAULT_GATEWAY_ORIGIN });
    this.sessions = new SandboxSessions(this.context);
    this.balances = new SandboxBalances(this.context);
    this.baskets = new SandboxBaskets(this.context);
    this.payments = new SandboxPayments(this.context);
    this.trading = new SandboxTrading(this.context, this.payments.cards);
    this.deposits = new SandboxDeposits(this.context);
    this.kyc = new SandboxKyc(this.context);
    this.coins = new SandboxCoins(this.context);
    this.rewards = new SandboxRewards(this.context);
    this.onboarding = new SandboxOnboarding(this.context);
    this.passkeys = new SandboxPasskeys(this.context, this.sessions);
  }

  now(): number {
    return this.context.now();
  }

  /**
   * Moves the sandbox clock `ms` ahead of the clock it was given and runs the work that fell due
   * (the test-mode control: deposits settle, vendors are created, a 30-minute lock ends, a review
   * is decided, without waiting real time). The skip is kept in memory only; a reset undoes it,
   * since a clock left ahead would skew every later journey (quote expiries against the page's clock).
   */
  advanceClock(ms: number): number {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`ms must be a whole number >= 0, got ${String(ms)}`);
    this.skippedMs += ms;
    this.context.runDueTasks();
    return this.now();
  }

  /**
   * Runs one request's work on the state: first the work that fell due on the sandbox clock, then
   * `work`, synchronously, then (with a durable state) the commit, so an answer built from the
   * result is on disk before it is sent. When `work` or the commit throws, a durable state goes
   * back to its last commit (nothing of the failed request stays in memory) and the error is
   * thrown on, for the server to answer 500.
   */
  transaction<T>(work: () => Synchronous<T>): Synchronous<T> {
    try {
      this.context.runDueTasks();
      const result = work();
      this.durable?.commit(this.holder.state);
      return result;
    } catch (error) {
      if (this.durable !== undefined) this.holder.state = this.durable.lastCommitted();
      throw error;
    }
  }

  /** The total balance (spec 000 §7): cash accounts, coins and baskets, in the native currency. */
  totalBalance(account: SandboxAccount): Dec {
    return this.balances.totalBalance(account, this.baskets.balances(account));
  }

  /** The signed-in account behind a session cookie, if any. */
  accountFor(sessionId: string | undefined): SandboxAccount | undefined {
    return this.sessions.accountFor(sessionId);
  }

  /** The account of a persona's phone number (tests and the CLI inspect the sandbox through it). */
  accountByPhone(phone: string): SandboxAccount | undefined {
    return this.context.accountByPhone(phone);
  }

  /** A deep copy of the whole state, for persistence. */
  snapshot(): SandboxState {
    return JSON.parse(JSON.stringify(this.holder.state)) as SandboxState;
  }

  /** Back to the personas, and the clock back to the one it was given (a moved clock would skew every later journey). */
  reset(): void {
    this.skippedMs = 0;
    this.holder.state = createInitialState(this.holder.state.seed, this.now());
  }
}
