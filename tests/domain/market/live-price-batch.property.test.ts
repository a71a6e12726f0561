import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addToBatch,
  EMPTY_BATCH,
  EMPTY_LIVE_PRICES,
  flushBatch,
  LIVE_PRICE_BATCH_MS,
  type LivePrice,
  type LivePriceBatch,
  type LivePriceMap,
  mergeLivePrices,
} from '../../../domain/market/live-price-batch';
import { dec } from '../../../domain/money/decimal';
import { livePriceUpdates } from '../../arbitraries/market';
import { RUNS } from '../../arbitraries/runs';

/** The oracle: for each coin, the last update in the list. */
function lastPerCoin(updates: readonly LivePrice[]): Map<string, LivePrice> {
  const last = new Map<string, LivePrice>();
  for (const u of updates) last.set(u.coinId, u);
  return last;
}

const priceText = (map: LivePriceMap): Record<string, string> =>
  Object.fromEntries([...map].map(([coin, u]) => [coin, `${dec(u.price).toFixed()}|${u.percentage === undefined ? '-' : dec(u.percentage).toFixed()}`]));

describe('live price merge invariants', () => {
  it('every coin ends with its last update; coins without one keep their price', () => {
    fc.assert(
      fc.property(livePriceUpdates(), livePriceUpdates(), (first, second) => {
        const current = mergeLivePrices(EMPTY_LIVE_PRICES, first);
        expect(new Set(current.changed)).toEqual(new Set(first.map((u) => u.coinId)));
        const merged = mergeLivePrices(current.prices, second).prices;
        const expected = new Map([...lastPerCoin(first), ...lastPerCoin(second)]);
        expect(priceText(merged)).toEqual(priceText(expected));
      }),
      RUNS,
    );
  });

  it('merging in two batches is the same as merging once', () => {
    fc.assert(
      fc.property(livePriceUpdates(), livePriceUpdates(), (a, b) => {
        const twice = mergeLivePrices(mergeLivePrices(EMPTY_LIVE_PRICES, a).prices, b).prices;
        expect(priceText(twice)).toEqual(priceText(mergeLivePrices(EMPTY_LIVE_PRICES, [...a, ...b]).prices));
      }),
      RUNS,
    );
  });

  it('merging the same updates again changes nothing and keeps the map', () => {
    fc.assert(
      fc.property(livePriceUpdates(), (a) => {
        const once = mergeLivePrices(EMPTY_LIVE_PRICES, a).prices;
        const again = mergeLivePrices(once, [...lastPerCoin(a).values()]);
        expect(again.prices).toBe(once);
        expect(again.changed).toEqual([]);
      }),
      RUNS,
    );
  });
});

/**
 * Model-based test of the batch: updates arrive and time passes; the model keeps a plain list of
 * updates with arrival times and applies a window when 1500 ms have passed since it opened.
 */
interface Model {
  now: number;
  shown: LivePrice[];
  pending: LivePrice[];
  openedAt: number | undefined;
}
interface Real {
  batch: LivePriceBatch;
  prices: LivePriceMap;
}

const seen = { flushes: 0, earlyChecks: 0 };

function check(model: Model, real: Real): void {
  expect(priceText(real.prices)).toEqual(priceText(lastPerCoin(model.shown)));
  expect(real.batch.pending.flat()).toHaveLength(model.pending.length);
  expect(real.batch.openedAt).toBe(model.openedAt);
}

class Receive implements fc.Command<Model, Real> {
  constructor(private readonly updates: LivePrice[]) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    if (this.updates.length > 0) {
      model.openedAt ??= model.now;
      model.pending.push(...this.updates);
    }
    real.batch = addToBatch(real.batch, this.updates, model.now);
    check(model, real);
  }
  toString = (): string => `receive(${this.updates.length})`;
}

class Advance implements fc.Command<Model, Real> {
  constructor(private readonly ms: number) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    model.now += this.ms;
    if (model.openedAt !== undefined && model.now - model.openedAt >= LIVE_PRICE_BATCH_MS) {
      model.shown.push(...model.pending);
      model.pending = [];
      model.openedAt = undefined;
      seen.flushes += 1;
    } else if (model.openedAt !== undefined) seen.earlyChecks += 1;
    const before = real.prices;
    ({ batch: real.batch, prices: real.prices } = flushBatch(real.batch, real.prices, model.now));
    if (model.pending.length > 0) expect(real.prices).toBe(before);
    check(model, real);
  }
  toString = (): string => `advance(${this.ms})`;
}

const commands = [livePriceUpdates(4).map((u) => new Receive(u)), fc.integer({ min: 0, max: 2000 }).map((ms) => new Advance(ms))];

describe('live price batching, model-based', () => {
  it('prices change only when a 1500 ms window closes, and then by the last update per coin', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        const model: Model = { now: 1_700_000_000_000, shown: [], pending: [], openedAt: undefined };
        const real: Real = { batch: EMPTY_BATCH, prices: EMPTY_LIVE_PRICES };
        fc.modelRun(() => ({ model, real }), cmds);
      }),
      RUNS,
    );
  });

  afterAll(() => {
    expect(seen.flushes).toBeGreaterThan(0);
    expect(seen.earlyChecks).toBeGreaterThan(0);
  });
});
