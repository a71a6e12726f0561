import fc from 'fast-check';
import { describe, it } from 'vitest';
import { type PullDepositView, type PullDepositViewEvent, stepPullDepositView } from '../../../domain/deposit/pull-deposit-view';
import { assertMachineMatchesModel } from '../polling/machine-model';

/** Model: the last outcome of loading (pending, failed, or how many accounts). */
type Model = { outcome: 'pending' | 'failed' | number };

const events: fc.Arbitrary<PullDepositViewEvent> = fc.oneof(
  fc.integer({ min: 0, max: 3 }).map((n) => ({ type: 'loaded' as const, bankAccountCount: n })),
  fc.constant({ type: 'load_failed' as const }),
  fc.constant({ type: 'retry' as const }),
);

describe('pull deposit view, model-based', () => {
  it('the view is Loading while pending, Error after a failure, else Empty or Deposit by account count', () => {
    assertMachineMatchesModel<PullDepositView, PullDepositViewEvent, 'load', Model>(
      {
        name: 'pull deposit view',
        initialState: 'Loading',
        initialModel: () => ({ outcome: 'pending' }),
        step: (view, event) => {
          const s = stepPullDepositView(view, event);
          return { state: s.view, effects: s.effects };
        },
        model: (m, event) => {
          if (event.type === 'loaded') m.outcome = event.bankAccountCount;
          if (event.type === 'load_failed') m.outcome = 'failed';
          if (event.type === 'retry' && m.outcome === 'failed') {
            m.outcome = 'pending';
            return ['load'];
          }
          return [];
        },
        project: (view) => view,
        expected: (m) => (m.outcome === 'pending' ? 'Loading' : m.outcome === 'failed' ? 'Error' : m.outcome === 0 ? 'Empty' : 'Deposit'),
      },
      events,
    );
  });
});
