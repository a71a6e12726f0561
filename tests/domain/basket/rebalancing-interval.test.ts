import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETUP_INTERVAL,
  fromSetupInterval,
  fromWireInterval,
  isRebalancingEnabled,
  REBALANCING_DAYS,
  REBALANCING_INTERVALS,
  rebalancingUpdate,
  requestIntervalChange,
  toSetupInterval,
  toWireInterval,
} from '../../../domain/basket/rebalancing-interval';

describe('rebalancing intervals (spec 000 §3, 001 §9)', () => {
  it('are never, weekly, bi-weekly and monthly at 0, 7, 14 and 30 days', () => {
    expect(REBALANCING_INTERVALS.map((i) => [i, REBALANCING_DAYS[i]])).toEqual([
      ['never', 0],
      ['weekly', 7],
      ['bi_weekly', 14],
      ['monthly', 30],
    ]);
  });

  it('are named never/weekly/bi-weekly/monthly on the wire', () => {
    expect(REBALANCING_INTERVALS.map(toWireInterval)).toEqual(['never', 'weekly', 'bi-weekly', 'monthly']);
    expect(fromWireInterval('bi-weekly')).toBe('bi_weekly');
  });

  it('are named never/weekly/biWeekly/monthly in the setup context', () => {
    expect(REBALANCING_INTERVALS.map(toSetupInterval)).toEqual(['never', 'weekly', 'biWeekly', 'monthly']);
    expect(fromSetupInterval('biWeekly')).toBe('bi_weekly');
  });

  it('unknown names are refused, and the two naming schemes are not mixed', () => {
    expect(fromWireInterval('biWeekly')).toBeUndefined();
    expect(fromSetupInterval('bi-weekly')).toBeUndefined();
    expect(fromWireInterval('Weekly')).toBeUndefined();
    expect(fromWireInterval('daily')).toBeUndefined();
  });

  it('never disables rebalancing; the others enable it', () => {
    expect(isRebalancingEnabled('never')).toBe(false);
    for (const i of ['weekly', 'bi_weekly', 'monthly'] as const) expect(isRebalancingEnabled(i)).toBe(true);
  });

  it('the setup defaults to weekly', () => {
    expect(DEFAULT_SETUP_INTERVAL).toBe('weekly');
  });

  it('the update body says enabled and the wire interval', () => {
    expect(rebalancingUpdate('never')).toEqual({ enabled: false, rebalancingInterval: 'never' });
    expect(rebalancingUpdate('bi_weekly')).toEqual({ enabled: true, rebalancingInterval: 'bi-weekly' });
  });

  it('a change of interval is confirmed first', () => {
    expect(requestIntervalChange('weekly', 'monthly')).toEqual({ kind: 'confirm', from: 'weekly', to: 'monthly', enables: false, disables: false });
  });

  it('the confirmation says whether the change disables or enables rebalancing', () => {
    expect(requestIntervalChange('weekly', 'never')).toMatchObject({ kind: 'confirm', disables: true, enables: false });
    expect(requestIntervalChange('never', 'monthly')).toMatchObject({ kind: 'confirm', disables: false, enables: true });
  });

  it('picking the current interval changes nothing', () => {
    expect(requestIntervalChange('monthly', 'monthly')).toEqual({ kind: 'unchanged' });
  });
});
