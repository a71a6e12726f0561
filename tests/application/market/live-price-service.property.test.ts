import fc from 'fast-check';
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakePriceStreamAdapter } from '../../../adapters/fake/fake-price-stream-adapter';
import { FakeVisibilityAdapter } from '../../../adapters/fake/fake-visibility-adapter';
import { LivePriceService } from '../../../application/market/live-price-service';
import { STREAM_STALE_AFTER_MS } from '../../../application/market/resilient-stream';
import { LIVE_PRICE_BATCH_MS } from '../../../domain/market/live-price-batch';
import { reconnectDelayMs } from '../../../domain/polling/reconnect-backoff';
import { customerStore } from '../../support/customer-store';

/** What the stream should be doing, computed from the rules alone. */
interface Model {
  now: number;
  visible: boolean;
  connected: boolean;
  failures: number;
  reconnectAt: number | undefined;
  refusals: number;
  connects: number;
  stale: boolean;
  staleAt: number | undefined;
  /** Pushed prices, by when they are due to show. */
  batch: { due: number; prices: Record<string, string> } | undefined;
  shown: Record<string, string>;
}

interface Real {
  readonly scheduler: VirtualTimeScheduler;
  readonly port: FakePriceStreamAdapter;
  readonly visibility: FakeVisibilityAdapter;
  readonly service: LivePriceService;
}

/** A connection attempt in the model: refused (a failure, next wait by the backoff) or open. */
function connect(m: Model): void {
  m.connects += 1;
  if (m.refusals > 0) {
    m.refusals -= 1;
    m.failures += 1;
    m.reconnectAt = m.now + reconnectDelayMs(m.failures);
  } else {
    m.connected = true;
    m.failures = 0;
    m.reconnectAt = undefined;
  }
}

function arrive(m: Model): void {
  m.stale = false;
  m.staleAt = m.now + STREAM_STALE_AFTER_MS;
}

/** The model's next timed event (reconnection, watchdog, batch flush) at or before `to`. */
const nextEvent = (m: Model, to: number): number | undefined => {
  const events = [m.reconnectAt, m.staleAt, m.batch?.due].filter((t): t is number => t !== undefined && t <= to);
  return events.length === 0 ? undefined : Math.min(...events);
};

function fireEvents(m: Model): void {
  if (m.staleAt === m.now) {
    m.stale = true;
    m.staleAt = undefined;
  }
  if (m.batch?.due === m.now) {
    m.shown = { ...m.shown, ...m.batch.prices };
    m.batch = undefined;
  }
  if (m.reconnectAt === m.now) connect(m);
}

function check(m: Model, r: Real): void {
  const state = r.service.state.getSnapshot();
  expect(r.port.livePrices.openCount).toBe(m.visible && m.connected ? 1 : 0);
  expect(r.port.livePrices.connections).toHaveLength(m.connects);
  expect(state.connection).toBe(!m.visible ? 'paused' : m.connected ? 'open' : 'reconnecting');
  expect(state.stale).toBe(m.stale);
  expect(Object.fromEntries([...state.prices].map(([id, p]) => [id, p.price]))).toEqual(m.shown);
  expect(r.scheduler.frame).toBe(m.now);
}

const cmd = (name: string, canRun: (m: Model) => boolean, run: (m: Model, r: Real) => void): fc.Command<Model, Real> => ({
  check: canRun,
  run: (m, r) => {
    run(m, r);
    check(m, r);
  },
  toString: () => name,
});

/** Moves both clocks to `ms` later, checking one millisecond before and at every timed event on the way. */
const advance = (ms: number) =>
  cmd(
    `advance(${ms})`,
    () => true,
    (m, r) => {
      const target = m.now + ms;
      const runTo = (t: number): void => {
        m.now = t;
        r.scheduler.maxFrames = t;
        r.scheduler.flush();
        r.scheduler.frame = t;
      };
      for (let next = nextEvent(m, target); next !== undefined; next = nextEvent(m, target)) {
        if (next - 1 > m.now) {
          runTo(next - 1);
          check(m, r);
        }
        runTo(next);
        fireEvents(m);
        check(m, r);
      }
      runTo(target);
    },
  );

const push = (coin: string, price: string) =>
  cmd(
    `push(${coin}=${price})`,
    () => true,
    (m, r) => {
      r.port.pushPrices({ [coin]: price });
      if (!m.visible || !m.connected) return;
      arrive(m);
      m.batch = { due: m.batch?.due ?? m.now + LIVE_PRICE_BATCH_MS, prices: { ...m.batch?.prices, [coin]: price } };
    },
  );

const heartbeat = cmd(
  'heartbeat',
  () => true,
  (m, r) => {
    r.port.livePrices.heartbeat();
    if (m.visible && m.connected) arrive(m);
  },
);

const drop = cmd(
  'drop',
  (m) => m.visible && m.connected,
  (m, r) => {
    r.port.livePrices.drop({ kind: 'network' });
    m.connected = false;
    m.failures += 1;
    m.reconnectAt = m.now + reconnectDelayMs(m.failures);
  },
);

const refuseNext = cmd(
  'refuseNext(503)',
  () => true,
  (m, r) => {
    r.port.livePrices.refuseNext({ kind: 'server', status: 503 });
    m.refusals += 1;
  },
);

const hide = cmd(
  'hide',
  (m) => m.visible,
  (m, r) => {
    r.visibility.hide();
    Object.assign(m, { visible: false, connected: false, reconnectAt: undefined, staleAt: undefined, stale: true, failures: 0 });
  },
);

const show = cmd(
  'show',
  (m) => !m.visible,
  (m, r) => {
    r.visibility.show();
    m.visible = true;
    m.staleAt = m.now + STREAM_STALE_AFTER_MS;
    connect(m);
  },
);

const commands = [
  fc.integer({ min: 0, max: 40_000 }).map(advance),
  fc.tuple(fc.constantFrom('BTC', 'ETH', 'CRO'), fc.integer({ min: 1, max: 99_999 })).map(([coin, price]) => push(coin, String(price))),
  fc.constant(heartbeat),
  fc.constant(drop),
  fc.constant(refuseNext),
  fc.constant(hide),
  fc.constant(show),
];

describe('LivePriceService (model-based, virtual time)', () => {
  it('connection, reconnection backoff, pause/resume, staleness and 1500 ms batches follow the rules', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), (cmds) => {
        const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
        const port = new FakePriceStreamAdapter();
        const visibility = new FakeVisibilityAdapter();
        const service = new LivePriceService({ priceStream: port, visibility, scheduler, customer: customerStore() });
        const model: Model = {
          now: 0,
          visible: true,
          connected: false,
          failures: 0,
          reconnectAt: undefined,
          refusals: 0,
          connects: 0,
          stale: false,
          staleAt: STREAM_STALE_AFTER_MS,
          batch: undefined,
          shown: {},
        };
        const stop = service.start();
        connect(model);
        fc.modelRun(() => ({ model, real: { scheduler, port, visibility, service } }), cmds);
        stop();
        expect(port.livePrices.openCount).toBe(0);
        expect(scheduler.actions).toHaveLength(0);
      }),
      { numRuns: 150 },
    );
  });
});
