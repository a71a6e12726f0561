import { describe, expect, it } from 'vitest';
import {
  addToBatch,
  batchFlushAt,
  EMPTY_BATCH,
  EMPTY_LIVE_PRICES,
  flushBatch,
  LIVE_PRICE_BATCH_MS,
  type LivePrice,
  type LivePriceMap,
  mergeLivePrices,
} from '../../../domain/market/live-price-batch';

const p = (coinId: string, price: string, percentage?: string): LivePrice => (percentage === undefined ? { coinId, price } : { coinId, price, percentage });
const merged = (current: LivePriceMap, updates: readonly LivePrice[]) => mergeLivePrices(current, updates).prices;

describe('live price merge (spec 001 §3 coinLivePriceMap, §7)', () => {
  it('the last update per coin wins and other coins keep their price', () => {
    const current = merged(EMPTY_LIVE_PRICES, [p('btc', '1'), p('eth', '2')]);
    const next = merged(current, [p('btc', '3'), p('btc', '4')]);
    expect(next.get('btc')?.price).toBe('4');
    expect(next.get('eth')?.price).toBe('2');
  });

  it('does not change the map it was given', () => {
    const current = merged(EMPTY_LIVE_PRICES, [p('btc', '1')]);
    merged(current, [p('btc', '2')]);
    expect(current.get('btc')?.price).toBe('1');
  });

  it('keeps the same map when nothing changes (the snapshot keeps its identity)', () => {
    const current = merged(EMPTY_LIVE_PRICES, [p('btc', '1', '2.5')]);
    expect(merged(current, [])).toBe(current);
    expect(merged(current, [p('btc', '1.00', '2.50')])).toBe(current);
  });

  it('names the coins whose entry changed, once each', () => {
    const current = merged(EMPTY_LIVE_PRICES, [p('btc', '1'), p('eth', '2')]);
    const next = mergeLivePrices(current, [p('btc', '1.0'), p('eth', '3'), p('sol', '4'), p('eth', '5')]);
    expect(next.changed).toEqual(['eth', 'sol']);
    expect(next.prices.get('btc')).toBe(current.get('btc'));
  });

  it('a changed percentage alone is a change', () => {
    const current = merged(EMPTY_LIVE_PRICES, [p('btc', '1', '2.5')]);
    const next = merged(current, [p('btc', '1', '3')]);
    expect(next).not.toBe(current);
    expect(next.get('btc')?.percentage).toBe('3');
  });
});

describe('live price batching every 1500 ms (spec 001 §7, §9)', () => {
  it('the batch window is 1500 ms', () => {
    expect(LIVE_PRICE_BATCH_MS).toBe(1500);
  });

  it('the first update opens a window of 1500 ms; later updates do not move it', () => {
    const batch = addToBatch(addToBatch(EMPTY_BATCH, [p('btc', '1')], 1000), [p('eth', '2')], 2000);
    expect(batchFlushAt(batch)).toBe(2500);
    expect(batchFlushAt(EMPTY_BATCH)).toBeUndefined();
  });

  it('nothing is applied before the window ends', () => {
    const batch = addToBatch(EMPTY_BATCH, [p('btc', '1')], 1000);
    const { batch: after, prices } = flushBatch(batch, EMPTY_LIVE_PRICES, 2499);
    expect(after).toBe(batch);
    expect(prices).toBe(EMPTY_LIVE_PRICES);
  });

  it('at the end of the window everything pending is applied, last per coin, and the batch empties', () => {
    const batch = addToBatch(addToBatch(EMPTY_BATCH, [p('btc', '1')], 1000), [p('btc', '5'), p('eth', '2')], 1200);
    const { batch: after, prices } = flushBatch(batch, EMPTY_LIVE_PRICES, 2500);
    expect(after).toEqual(EMPTY_BATCH);
    expect(prices.get('btc')?.price).toBe('5');
    expect(prices.get('eth')?.price).toBe('2');
  });

  it('an empty event neither opens a window nor changes the batch', () => {
    expect(addToBatch(EMPTY_BATCH, [], 1000)).toBe(EMPTY_BATCH);
  });
});
