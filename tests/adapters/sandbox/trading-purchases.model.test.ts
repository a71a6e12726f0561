import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import type { StoredPurchase } from '../../../adapters/sandbox/exchange/trading/trading-slice';
import type { SandboxAccount } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { dec, type Dec } from '../../../domain/money/decimal';
import { signInDirect } from '../../support/sign-in';

type Method = 'credit_card' | 'apple_pay' | 'google_pay';
type State = StoredPurchase['status'];

/** What the customer expects of their card-scheme purchases. */
interface Model {
  now: number;
  quotes: { id: string; method: Method; expiresAt: number; toAmount: Dec; taken: boolean }[];
  purchases: { id: string; state: State }[];
  bought: Dec;
}

interface Real {
  readonly exchange: SandboxExchange;
  readonly account: SandboxAccount;
  readonly clock: { now: number };
  readonly purchases: StoredPurchase[];
}

type Command = fc.Command<Model, Real>;
const btc = (r: Real) => r.exchange.context.ledger.balance(r.account.uuid, 'BTC');

/** Every command ends by checking the purchases and the coins against the model. */
function check(m: Model, r: Real): void {
  expect(r.purchases.map((p) => p.status)).toEqual(m.purchases.map((p) => p.state));
  expect(btc(r).minus('0.05').eq(m.bought)).toBe(true);
}

class Quote implements Command {
  constructor(
    readonly method: Method,
    readonly cents: number,
  ) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const amount = (this.cents / 100).toFixed(2);
    const input = {
      currency: 'BTC',
      nativeAmount: amount,
      amount: undefined,
      fixedSide: 'crypto',
      ...(this.method === 'credit_card' ? { cardId: 'card_visa_4242', paymentMethod: undefined } : { cardId: undefined, paymentMethod: this.method }),
    };
    const quote = r.exchange.trading.createCardQuotation(r.account, input);
    if (quote.ok)
      m.quotes.push({ id: quote.value.id, method: this.method, expiresAt: quote.value.expiresAt, toAmount: dec(quote.value.toAmount), taken: false });
    check(m, r);
  }
  toString = () => `quote(${this.method}, ${String(this.cents)})`;
}

class Start implements Command {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.quotes.length > 0;
  run(m: Model, r: Real): void {
    const quote = m.quotes[this.index % m.quotes.length];
    if (quote === undefined) return;
    const started = r.exchange.trading.startPurchase(r.account, {
      quotationId: quote.id,
      cardId: quote.method === 'credit_card' ? 'card_visa_4242' : undefined,
      paymentMethod: quote.method,
      language: 'en',
    });
    const allowed = !quote.taken && m.now < quote.expiresAt;
    expect(started.ok).toBe(allowed);
    if (!started.ok) expect(started.error.code).toBe(quote.taken ? 'quotation_already_used' : 'quotation_expired');
    if (started.ok) {
      quote.taken = true;
      m.purchases.push({ id: quote.id, state: quote.method === 'credit_card' ? 'authenticating' : 'awaiting_token' });
      r.purchases.push(started.value.purchase);
    }
    check(m, r);
  }
  toString = () => `start(${String(this.index)})`;
}

class Token implements Command {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.purchases.length > 0;
  run(m: Model, r: Real): void {
    const i = this.index % m.purchases.length;
    const purchase = r.purchases[i];
    const model = m.purchases[i];
    if (purchase === undefined || model === undefined) return;
    const method = purchase.method === 'credit_card' ? 'apple_pay' : purchase.method;
    const answered = r.exchange.trading.submitWalletToken(r.account, purchase.id, method, 'token');
    if (purchase.method === 'credit_card') expect(answered.ok).toBe(false);
    else {
      expect(answered.ok).toBe(model.state === 'awaiting_token' || model.state === 'authenticating');
      if (model.state === 'awaiting_token') model.state = 'authenticating';
    }
    check(m, r);
  }
  toString = () => `token(${String(this.index)})`;
}

class Complete implements Command {
  constructor(
    readonly index: number,
    readonly outcome: 'succeeded' | 'failed' | 'cancelled',
  ) {}
  check = (m: Readonly<Model>) => m.purchases.length > 0;
  run(m: Model, r: Real): void {
    const i = this.index % m.purchases.length;
    const purchase = r.purchases[i];
    const model = m.purchases[i];
    if (purchase?.gatewaySessionId === undefined || model === undefined) return;
    r.exchange.context.gateway.complete(purchase.gatewaySessionId, this.outcome);
    if (model.state === 'authenticating') {
      model.state = this.outcome;
      if (this.outcome === 'succeeded') m.bought = m.bought.plus(m.quotes.find((q) => q.id === model.id)?.toAmount ?? 0);
    }
    check(m, r);
  }
  toString = () => `complete(${String(this.index)}, ${this.outcome})`;
}

class Wait implements Command {
  constructor(readonly ms: number) {}
  check = () => true;
  run(m: Model, r: Real): void {
    m.now += this.ms;
    r.clock.now += this.ms;
    check(m, r);
  }
  toString = () => `wait(${String(this.ms)})`;
}

const commands = [
  fc
    .tuple(fc.constantFrom<Method>('credit_card', 'apple_pay', 'google_pay'), fc.integer({ min: 100, max: 10_000 }))
    .map(([method, cents]) => new Quote(method, cents)),
  fc.nat({ max: 3 }).map((i) => new Start(i)),
  fc.nat({ max: 3 }).map((i) => new Token(i)),
  fc.tuple(fc.nat({ max: 3 }), fc.constantFrom('succeeded' as const, 'failed' as const, 'cancelled' as const)).map(([i, outcome]) => new Complete(i, outcome)),
  fc.integer({ min: 0, max: 16_000 }).map((ms) => new Wait(ms)),
];

describe('card-scheme purchases as a state machine (model-based)', () => {
  it('awaiting token -> authenticating -> succeeded / failed / cancelled, once; only success buys the coins, once', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        const clock = { now: Date.UTC(2026, 10, 22, 12) };
        const exchange = new SandboxExchange({ clock: () => clock.now, seed: 5 });
        const { account } = signInDirect(exchange, 'alex');
        const real: Real = { exchange, account, clock, purchases: [] };
        fc.modelRun(() => ({ model: { now: clock.now, quotes: [], purchases: [], bought: dec('0') }, real }), cmds);
      }),
      { numRuns: 200 },
    );
  });
});
