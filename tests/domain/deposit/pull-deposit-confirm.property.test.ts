import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import {
  PULL_CONFIRM_CLOSED,
  type PullConfirmEffect,
  type PullConfirmEvent,
  type PullConfirmState,
  stepPullConfirm,
} from '../../../domain/deposit/pull-deposit-confirm';
import { assertMachineMatchesModel, Coverage } from '../polling/machine-model';

/** Model: a step name, the order and whether a confirmation is in flight. */
interface Model {
  step: PullConfirmState['step'];
  orderId: string;
  inFlight: boolean;
}

const events: fc.Arbitrary<PullConfirmEvent> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('o1', 'o2').map((orderId) => ({ type: 'order_created' as const, orderId })) },
  { weight: 3, arbitrary: fc.constant({ type: 'confirm' as const }) },
  { weight: 3, arbitrary: fc.constant({ type: 'passcode_entered' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'confirmed' as const }) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        'insufficient_balance_error',
        'account_link_fail_error',
        'deposit_not_allow_with_outstanding_balance_error',
        'server_error',
        'weird_failure',
      )
      .map((code) => ({ type: 'confirm_failed' as const, code })),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'close' as const }) },
);

const coverage = new Coverage();

function model(m: Model, e: PullConfirmEvent): PullConfirmEffect[] {
  const close = (): void => {
    m.step = 'closed';
    m.inFlight = false;
  };
  if (e.type === 'close') {
    close();
    return [];
  }
  if (m.step === 'closed' && e.type === 'order_created') Object.assign(m, { step: 'confirm', orderId: e.orderId });
  else if (m.step === 'confirm' && e.type === 'confirm') Object.assign(m, { step: 'passcode', inFlight: false });
  else if (m.step === 'passcode' && !m.inFlight && e.type === 'passcode_entered') {
    m.inFlight = true;
    return [{ type: 'submit_confirm', orderId: m.orderId }];
  } else if (m.step === 'passcode' && m.inFlight && e.type === 'confirmed') {
    Object.assign(m, { step: 'success', inFlight: false });
    coverage.hit('success');
    return [{ type: 'refresh_overview' }];
  } else if (m.step === 'passcode' && m.inFlight && e.type === 'confirm_failed') {
    m.inFlight = false;
    coverage.hit(e.code);
    if (e.code === 'insufficient_balance_error') m.step = 'insufficient_balance';
    else if (e.code === 'account_link_fail_error') {
      close();
      return [{ type: 'open_relink' }];
    } else if (e.code === 'deposit_not_allow_with_outstanding_balance_error') {
      close();
      return [{ type: 'show_error', code: 'deposit_not_allow_with_outstanding_balance_error' }];
    } else {
      m.step = 'confirm';
      return [{ type: 'show_error', code: e.code === 'server_error' ? 'server_error' : 'pull_deposit_confirm_failed' }];
    }
  }
  return [];
}

function expected(m: Model): PullConfirmState {
  switch (m.step) {
    case 'closed':
      return PULL_CONFIRM_CLOSED;
    case 'confirm':
    case 'success':
      return { step: m.step, orderId: m.orderId };
    case 'passcode':
      return { step: 'passcode', orderId: m.orderId, submitting: m.inFlight };
    case 'insufficient_balance':
      return { step: 'insufficient_balance' };
  }
}

describe('pull deposit confirm, model-based', () => {
  afterAll(() =>
    coverage.expectAll([
      'success',
      'insufficient_balance_error',
      'account_link_fail_error',
      'deposit_not_allow_with_outstanding_balance_error',
      'server_error',
      'weird_failure',
    ]),
  );

  it('any event sequence agrees with the step-and-in-flight model', () => {
    assertMachineMatchesModel(
      {
        name: 'pull confirm',
        initialState: PULL_CONFIRM_CLOSED,
        initialModel: (): Model => ({ step: 'closed', orderId: '', inFlight: false }),
        step: stepPullConfirm,
        model,
        project: (s) => s,
        expected,
      },
      events,
      { maxCommands: 40 },
    );
  });
});
