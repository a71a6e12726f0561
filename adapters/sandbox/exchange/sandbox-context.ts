import { type Persona, personaByKey } from './personas';
import { GatewayRegistry, type GatewaySession } from './gateway-registry';
import { Ledger } from './ledger';
import { randomToken } from './random-id';
import type { Market } from './market';
import type { AccountState, SandboxState, TaskState, TransactionState } from './sandbox-state';

export interface SandboxConfig {
  /** Epoch milliseconds; tests pass a controllable clock. */
  readonly clock: () => number;
  /** Origin of the sandbox payment gateway pages (another origin than the app's). */
  readonly gatewayOrigin: string;
}

/** A signed-in customer as the areas see them. */
export interface SandboxAccount {
  readonly uuid: string;
  readonly persona: Persona;
  readonly state: AccountState;
}

export type TransactionInput = Omit<TransactionState, 'id' | 'userUuid' | 'createdAt'>;
type TaskHandler = (task: TaskState) => void;

/**
 * What every area of the sandbox shares: the JSON state, the clock, ids, the ledger, the market,
 * history, deferred tasks and gateway sessions. Areas keep their own data in `slice(name)`, which
 * must stay plain JSON; they look it up on every use (a reset or restore replaces the state).
 */
export class SandboxContext {
  readonly ledger: Ledger;
  readonly gateway: GatewayRegistry;
  private readonly transactionListeners: ((t: TransactionState, account: SandboxAccount) => void)[] = [];
  private readonly taskHandlers = new Map<string, TaskHandler>();

  constructor(
    private readonly holder: { state: SandboxState },
    readonly market: Market,
    readonly config: SandboxConfig,
  ) {
    this.ledger = new Ledger(() => this.state.ledger);
    this.gateway = new GatewayRegistry(
      () => this.slice<Record<string, GatewaySession>>('gateway', () => ({})),
      config.gatewayOrigin,
      () => this.now(),
    );
  }

  get state(): SandboxState {
    return this.holder.state;
  }

  now(): number {
    return this.config.clock();
  }

  /** A new id: the prefix and 128 random bits (random-id.ts), never guessable from another. */
  nextId(prefix: string): string {
    return `${prefix}_${randomToken()}`;
  }

  /** An area's own JSON state, created on first use. */
  slice<T>(name: string, init: () => T): T {
    if (!(name in this.state.slices)) this.state.slices[name] = init();
    return this.state.slices[name] as T;
  }

  account(uuid: string): SandboxAccount | undefined {
    const state = Object.values(this.state.accounts).find((a) => a.uuid === uuid);
    return state === undefined ? undefined : this.view(state);
  }

  accountByPhone(phone: string): SandboxAccount | undefined {
    const state = this.state.accounts[phone];
    return state === undefined ? undefined : this.view(state);
  }

  /** Appends to the customer's history and tells the listeners (rewards count trades, for one). */
  recordTransaction(account: SandboxAccount, input: TransactionInput): TransactionState {
    const transaction: TransactionState = { ...input, id: this.nextId('tx'), userUuid: account.uuid, createdAt: this.now() };
    this.state.transactions.push(transaction);
    this.transactionListeners.forEach((listener) => listener(transaction, account));
    return transaction;
  }

  onTransaction(listener: (t: TransactionState, account: SandboxAccount) => void): void {
    this.transactionListeners.push(listener);
  }

  transactionsOf(account: SandboxAccount): readonly TransactionState[] {
    return this.state.transactions.filter((t) => t.userUuid === account.uuid);
  }

  /** Runs `kind`'s handler with the payload once the clock reaches `at` (see runDueTasks). */
  schedule(kind: string, at: number, payload: Readonly<Record<string, string>>): void {
    this.state.tasks.push({ id: this.nextId('task'), kind, at, payload });
  }

  onTask(kind: string, handler: TaskHandler): void {
    this.taskHandlers.set(kind, handler);
  }

  /** Runs every task that is due, oldest first; called before each request is answered. */
  runDueTasks(): void {
    const now = this.now();
    const due = this.state.tasks.filter((t) => t.at <= now).sort((a, b) => a.at - b.at);
    if (due.length === 0) return;
    this.state.tasks.splice(0, this.state.tasks.length, ...this.state.tasks.filter((t) => t.at > now));
    due.forEach((task) => this.taskHandlers.get(task.kind)?.(task));
  }

  private view(state: AccountState): SandboxAccount {
    const persona = personaByKey(state.personaKey);
    if (persona === undefined) throw new Error(`sandbox state names an unknown persona ${state.personaKey}`);
    return { uuid: state.uuid, persona, state };
  }
}
