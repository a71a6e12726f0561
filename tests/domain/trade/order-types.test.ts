import { describe, expect, it } from 'vitest';
import { liveRatesTransactionType, orderTypeOptions, showsPrimeRatesBadge } from '../../../domain/trade/order-types';

describe('order types (spec 000 §2, §6)', () => {
  it('Buy offers one-time (usable), recurring (app only) and target price (app only)', () => {
    expect(orderTypeOptions('buy', false)).toEqual([
      { type: 'one_time', usable: true, appOnly: false },
      { type: 'recurring', usable: false, appOnly: true },
      { type: 'target_price', usable: false, appOnly: true },
    ]);
  });

  it('Prime regular users see no recurring buy', () => {
    expect(orderTypeOptions('buy', true).map((o) => o.type)).toEqual(['one_time', 'target_price']);
  });

  it('Sell offers market (usable) and target price (app only), for every user', () => {
    for (const prime of [false, true]) {
      expect(orderTypeOptions('sell', prime)).toEqual([
        { type: 'market', usable: true, appOnly: false },
        { type: 'target_price', usable: false, appOnly: true },
      ]);
    }
  });

  it('exactly one entry per side is usable on the web', () => {
    for (const side of ['buy', 'sell'] as const) {
      for (const prime of [false, true]) expect(orderTypeOptions(side, prime).filter((o) => o.usable)).toHaveLength(1);
    }
  });

  it('Prime regular users see the prime-rates badge; others do not', () => {
    expect(showsPrimeRatesBadge(true)).toBe(true);
    expect(showsPrimeRatesBadge(false)).toBe(false);
  });

  it('the transaction type is sent only for Prime regular users', () => {
    expect(liveRatesTransactionType(true)).toBe('prime');
    expect(liveRatesTransactionType(false)).toBeUndefined();
  });
});
