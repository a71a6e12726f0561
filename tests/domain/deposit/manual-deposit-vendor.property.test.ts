import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type ManualDepositEffect, type ManualDepositEvent, type ManualDepositState, stepManualDeposit } from '../../../domain/deposit/manual-deposit-vendor';
import { assertMachineMatchesModel, Coverage } from '../polling/machine-model';

/** Model: the view, the vendor shown, the one being switched to, and a fetch counter for the poll. */
interface Model {
  view: ManualDepositState['view'];
  vendor: string | null;
  target: string;
  created: boolean;
  phase: 'fetching' | 'waiting' | 'idle';
  fetches: number;
  max: number;
  interval: number;
}

const polling = fc.record({ pollingFrequency: fc.constantFrom(1, 2, 5), pollingTimeout: fc.constantFrom(1, 4, 10) });
const events: fc.Arbitrary<ManualDepositEvent> = fc.oneof(
  fc.record({
    type: fc.constant('select_vendor' as const),
    vendorId: fc.constantFrom('v1', 'v2', 'v3'),
    state: fc.constantFrom('created' as const, 'uncreated' as const, 'pending' as const),
  }),
  fc.record({ type: fc.constant('vendor_created' as const), state: fc.constantFrom('pending', 'pending', 'created'), polling }),
  fc.constantFrom('restricted_feature', 'server_error').map((code) => ({ type: 'create_failed' as const, code })),
  fc.constantFrom('pending', 'pending', 'pending', 'created').map((state) => ({ type: 'vendor_state' as const, state })),
  {
    arbitrary: fc
      .constantFrom('confirm_switch' as const, 'cancel_switch' as const, 'vendor_state_failed' as const, 'retry' as const, 'tick' as const, 'tick' as const)
      .map((type) => ({ type })),
    weight: 3,
  },
);
/** Scripts from wherever the run is: back to the deposit information, switch, then expire or fail the creation. */
const switchTo = (vendorId: string): ManualDepositEvent[] => [
  { type: 'cancel_switch' },
  { type: 'retry' },
  { type: 'select_vendor', vendorId, state: 'uncreated' },
  { type: 'confirm_switch' },
];
const scripts: fc.Arbitrary<readonly ManualDepositEvent[]> = fc.oneof(
  fc
    .constantFrom('v2', 'v3')
    .map((v): ManualDepositEvent[] => [
      ...switchTo(v),
      { type: 'vendor_created', state: 'pending', polling: { pollingFrequency: 5, pollingTimeout: 10 } },
      { type: 'vendor_state', state: 'pending' },
      { type: 'tick' },
      { type: 'vendor_state', state: 'pending' },
    ]),
  fc
    .tuple(fc.constantFrom('v2', 'v3'), fc.constantFrom('restricted_feature', 'server_error'))
    .map(([v, code]): ManualDepositEvent[] => [...switchTo(v), { type: 'create_failed', code }]),
);

const coverage = new Coverage();

function model(m: Model, e: ManualDepositEvent): ManualDepositEffect[] {
  const show = (vendor: string): ManualDepositEffect[] => {
    Object.assign(m, { view: 'deposit_information', vendor, phase: 'idle' });
    coverage.hit('shown');
    return [{ type: 'reload_deposit_method' }];
  };
  const fail = (): ManualDepositEffect[] => {
    Object.assign(m, { view: 'error', phase: 'idle' });
    coverage.hit('error');
    return [];
  };
  const poll = (max: number, interval: number): ManualDepositEffect[] => {
    Object.assign(m, { created: true, phase: 'fetching', fetches: 1, max, interval });
    return [{ type: 'fetch_vendor_state', vendorId: m.target }];
  };
  switch (m.view) {
    case 'deposit_information':
      if (e.type !== 'select_vendor' || e.vendorId === m.vendor) return [];
      if (e.state === 'created') return show(e.vendorId);
      m.target = e.vendorId;
      if (e.state === 'uncreated') {
        m.view = 'confirm_provider_switch';
        return [];
      }
      m.view = 'retrieving_provider_details';
      return poll(20, 1000);
    case 'confirm_provider_switch':
      if (e.type === 'cancel_switch') m.view = 'deposit_information';
      if (e.type !== 'confirm_switch') return [];
      Object.assign(m, { view: 'retrieving_provider_details', created: false, phase: 'idle', fetches: 0 });
      return [{ type: 'create_vendor', vendorId: m.target }];
    case 'retrieving_provider_details':
      if (!m.created) {
        if (e.type === 'create_failed') {
          if (e.code === 'restricted_feature') {
            coverage.hit('restricted');
            m.view = 'restricted_feature';
            return [];
          }
          return fail();
        }
        if (e.type !== 'vendor_created') return [];
        if (e.state !== 'pending') return show(m.target);
        const f = e.polling.pollingFrequency ?? 1;
        const t = e.polling.pollingTimeout ?? 1;
        return poll(Math.max(1, Math.floor(t / f)), f * 1000);
      }
      if (m.phase === 'fetching' && e.type === 'vendor_state') {
        if (e.state !== 'pending') return show(m.target);
        if (m.fetches >= m.max) {
          coverage.hit('expired');
          return fail();
        }
        m.phase = 'waiting';
        return [{ type: 'schedule_poll', ms: m.interval }];
      }
      if (m.phase === 'fetching' && e.type === 'vendor_state_failed') return fail();
      if (m.phase === 'waiting' && e.type === 'tick') {
        Object.assign(m, { phase: 'fetching', fetches: m.fetches + 1 });
        return [{ type: 'fetch_vendor_state', vendorId: m.target }];
      }
      return [];
    case 'error':
      if (e.type === 'retry') m.view = 'deposit_information';
      return [];
    case 'restricted_feature':
      return [];
  }
}

const project = (s: ManualDepositState): unknown => {
  switch (s.view) {
    case 'deposit_information':
    case 'error':
      return { view: s.view, vendor: s.vendorId };
    case 'confirm_provider_switch':
      return { view: s.view, vendor: s.vendorId, target: s.target };
    case 'retrieving_provider_details':
      return { view: s.view, vendor: s.vendorId, target: s.target, created: s.polling !== null || s.poll.status !== 'idle' };
    case 'restricted_feature':
      return { view: s.view };
  }
};
const expected = (m: Model): unknown => {
  switch (m.view) {
    case 'deposit_information':
    case 'error':
      return { view: m.view, vendor: m.vendor };
    case 'confirm_provider_switch':
      return { view: m.view, vendor: m.vendor, target: m.target };
    case 'retrieving_provider_details':
      return { view: m.view, vendor: m.vendor, target: m.target, created: m.created };
    case 'restricted_feature':
      return { view: m.view };
  }
};

describe('manual deposit vendors, model-based', () => {
  afterAll(() => coverage.expectAll(['shown', 'error', 'expired', 'restricted']));

  it('any event sequence agrees with the fetch-counting model, and a vendor is never polled more than timeout/frequency times', () => {
    assertMachineMatchesModel(
      {
        name: 'manual deposit',
        initialState: { view: 'deposit_information', vendorId: 'v1' },
        initialModel: (): Model => ({ view: 'deposit_information', vendor: 'v1', target: '', created: false, phase: 'idle', fetches: 0, max: 0, interval: 0 }),
        step: stepManualDeposit,
        model,
        project,
        expected,
        invariant: (_b, _e, after) => {
          if (after.view === 'retrieving_provider_details' && (after.poll.status === 'fetching' || after.poll.status === 'waiting')) {
            const f = after.polling?.pollingFrequency;
            const t = after.polling?.pollingTimeout;
            const max = f === undefined || t === undefined ? 20 : Math.max(1, Math.floor(t / f));
            expect(after.poll.attempts).toBeLessThanOrEqual(max);
          }
        },
      },
      events,
      { maxCommands: 60, scripts },
    );
  });
});
