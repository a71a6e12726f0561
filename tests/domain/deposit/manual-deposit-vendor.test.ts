import { describe, expect, it } from 'vitest';
import {
  isVendorState,
  vendorPollingConfig,
  initialManualDeposit,
  type ManualDepositEvent,
  type ManualDepositState,
  type ManualDepositStep,
  stepManualDeposit,
} from '../../../domain/deposit/manual-deposit-vendor';

describe('vendor state polling', () => {
  it('vendor states are created, uncreated and pending', () => {
    expect(['created', 'uncreated', 'pending'].every(isVendorState)).toBe(true);
    expect(isVendorState('active')).toBe(false);
  });

  it('polls at the server-given frequency (seconds) for timeout/frequency attempts', () => {
    const config = vendorPollingConfig({ pollingFrequency: 2, pollingTimeout: 30 });
    expect(config.intervalMs).toBe(2000);
    expect(config.maxAttempts).toBe(15);
  });

  it('rounds the attempts down, with at least one', () => {
    expect(vendorPollingConfig({ pollingFrequency: 4, pollingTimeout: 10 }).maxAttempts).toBe(2);
    expect(vendorPollingConfig({ pollingFrequency: 5, pollingTimeout: 3 }).maxAttempts).toBe(1);
  });

  it('stops once the vendor is no longer pending', () => {
    const { isDone } = vendorPollingConfig({ pollingFrequency: 1, pollingTimeout: 5 });
    expect(isDone('pending')).toBe(false);
    expect(isDone('created')).toBe(true);
    expect(isDone('uncreated')).toBe(true);
  });

  it('missing or non-positive values fall back to the polling defaults', () => {
    for (const polling of [
      { pollingFrequency: undefined, pollingTimeout: 10 },
      { pollingFrequency: 0, pollingTimeout: 10 },
      { pollingFrequency: 2, pollingTimeout: -1 },
    ]) {
      const config = vendorPollingConfig(polling);
      expect([config.intervalMs, config.maxAttempts]).toEqual([1000, 20]);
    }
  });
});

const start: ManualDepositState = { view: 'deposit_information', vendorId: 'v1' };
const run = (events: ManualDepositEvent[], state: ManualDepositState = start): ManualDepositStep =>
  events.reduce<ManualDepositStep>((acc, e) => stepManualDeposit(acc.state, e), { state, effects: [] });
const switching: ManualDepositEvent[] = [{ type: 'select_vendor', vendorId: 'v2', state: 'uncreated' }, { type: 'confirm_switch' }];
const polling = { pollingFrequency: 2, pollingTimeout: 6 };

describe('manual deposit vendors', () => {
  it('starts on the first created vendor', () => {
    expect(
      initialManualDeposit([
        { vendor_id: 'a', state: 'uncreated' },
        { vendor_id: 'b', state: 'created' },
      ]),
    ).toEqual({ view: 'deposit_information', vendorId: 'b' });
    expect(initialManualDeposit([{ vendor_id: 'a', state: 'pending' }])).toEqual({ view: 'deposit_information', vendorId: null });
  });

  it('picking a created vendor shows its details', () => {
    expect(run([{ type: 'select_vendor', vendorId: 'v2', state: 'created' }])).toEqual({
      state: { view: 'deposit_information', vendorId: 'v2' },
      effects: [{ type: 'reload_deposit_method' }],
    });
  });

  it('picking an uncreated vendor asks to confirm the provider switch; cancel keeps the current one', () => {
    expect(run([{ type: 'select_vendor', vendorId: 'v2', state: 'uncreated' }]).state).toEqual({
      view: 'confirm_provider_switch',
      vendorId: 'v1',
      target: 'v2',
    });
    expect(run([{ type: 'select_vendor', vendorId: 'v2', state: 'uncreated' }, { type: 'cancel_switch' }]).state).toEqual(start);
  });

  it('confirming creates the vendor while retrieving provider details', () => {
    const r = run(switching);
    expect(r.state).toMatchObject({ view: 'retrieving_provider_details', target: 'v2' });
    expect(r.effects).toEqual([{ type: 'create_vendor', vendorId: 'v2' }]);
  });

  it('a vendor created at once shows its details', () => {
    expect(run([...switching, { type: 'vendor_created', state: 'created', polling }]).state).toEqual({ view: 'deposit_information', vendorId: 'v2' });
  });

  it('a pending vendor is polled at the server frequency until it is no longer pending', () => {
    const created = run([...switching, { type: 'vendor_created', state: 'pending', polling }]);
    expect(created.effects).toEqual([{ type: 'fetch_vendor_state', vendorId: 'v2' }]);
    const stillPending = run([...switching, { type: 'vendor_created', state: 'pending', polling }, { type: 'vendor_state', state: 'pending' }]);
    expect(stillPending.effects).toEqual([{ type: 'schedule_poll', ms: 2000 }]);
    const done = run([
      ...switching,
      { type: 'vendor_created', state: 'pending', polling },
      { type: 'vendor_state', state: 'pending' },
      { type: 'tick' },
      { type: 'vendor_state', state: 'created' },
    ]);
    expect(done).toEqual({ state: { view: 'deposit_information', vendorId: 'v2' }, effects: [{ type: 'reload_deposit_method' }] });
  });

  it('polling stops with an error after timeout/frequency attempts', () => {
    const events: ManualDepositEvent[] = [...switching, { type: 'vendor_created', state: 'pending', polling }];
    for (let i = 0; i < 2; i++) events.push({ type: 'vendor_state', state: 'pending' }, { type: 'tick' });
    const fetches = events.reduce<{ s: ManualDepositStep; n: number }>(
      (acc, e) => {
        const s = stepManualDeposit(acc.s.state, e);
        return { s, n: acc.n + s.effects.filter((f) => f.type === 'fetch_vendor_state').length };
      },
      { s: { state: start, effects: [] }, n: 0 },
    );
    expect(fetches.n).toBe(3);
    expect(stepManualDeposit(fetches.s.state, { type: 'vendor_state', state: 'pending' }).state).toEqual({
      view: 'error',
      vendorId: 'v1',
      code: 'deposit_vendor_retrieval_failed',
    });
  });

  it('a failed poll or creation shows Error; retry returns to the previous vendor', () => {
    expect(run([...switching, { type: 'vendor_created', state: 'pending', polling }, { type: 'vendor_state_failed' }]).state).toEqual({
      view: 'error',
      vendorId: 'v1',
      code: 'deposit_vendor_retrieval_failed',
    });
    expect(run([...switching, { type: 'create_failed', code: 'server_error' }, { type: 'retry' }]).state).toEqual(start);
  });

  it('restricted_feature opens the restricted-feature full screen', () => {
    expect(run([...switching, { type: 'create_failed', code: 'restricted_feature' }]).state).toEqual({ view: 'restricted_feature' });
  });

  it('a vendor already pending when picked is polled with the defaults', () => {
    const r = run([
      { type: 'select_vendor', vendorId: 'v3', state: 'pending' },
      { type: 'vendor_state', state: 'pending' },
    ]);
    expect(r.effects).toEqual([{ type: 'schedule_poll', ms: 1000 }]);
  });

  it('picking the vendor already shown does nothing', () => {
    expect(run([{ type: 'select_vendor', vendorId: 'v1', state: 'created' }])).toEqual({ state: start, effects: [] });
  });
});
