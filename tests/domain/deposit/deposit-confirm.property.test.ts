import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import {
  DEPOSIT_CONFIRM_CLOSED,
  type DepositConfirmEffect,
  type DepositConfirmEvent,
  type DepositConfirmFlow,
  type DepositConfirmState,
  stepDepositConfirm,
} from '../../../domain/deposit/deposit-confirm';
import type { ErrorCode } from '../../../domain/errors/error-codes';
import { assertMachineMatchesModel, Coverage } from '../polling/machine-model';

/** Model: the step, the order and whether a confirmation is in flight. */
interface Model {
  step: DepositConfirmState['step'];
  orderId: string;
  inFlight: boolean;
}

const REFUSALS = [
  'insufficient_balance_error',
  'account_link_fail_error',
  'deposit_not_allow_with_outstanding_balance_error',
  'too_many_fail_attempts_error',
  'invalid_passcode',
  'weird_failure',
] as const;

const events: fc.Arbitrary<DepositConfirmEvent> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('o1', 'o2').map((orderId) => ({ type: 'order_created' as const, orderId })) },
  { weight: 3, arbitrary: fc.constant({ type: 'confirm' as const }) },
  { weight: 3, arbitrary: fc.constant({ type: 'passcode_entered' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'confirmed' as const }) },
  { weight: 3, arbitrary: fc.constantFrom(...REFUSALS).map((code) => ({ type: 'confirm_failed' as const, code })) },
  { weight: 1, arbitrary: fc.constant({ type: 'close' as const }) },
);

/** What each refusal does in each flow, written out as a table (the machine keeps it as its own). */
const OUTCOMES: Record<DepositConfirmFlow, Record<(typeof REFUSALS)[number], 'close_with_error' | 'insufficient' | 'relink' | 'retry'>> = {
  paypal: {
    insufficient_balance_error: 'retry',
    account_link_fail_error: 'retry',
    deposit_not_allow_with_outstanding_balance_error: 'retry',
    too_many_fail_attempts_error: 'close_with_error',
    invalid_passcode: 'retry',
    weird_failure: 'retry',
  },
  pull: {
    insufficient_balance_error: 'insufficient',
    account_link_fail_error: 'relink',
    deposit_not_allow_with_outstanding_balance_error: 'close_with_error',
    too_many_fail_attempts_error: 'retry',
    invalid_passcode: 'retry',
    weird_failure: 'retry',
  },
};
const UNKNOWN_SHOWN_AS: Record<DepositConfirmFlow, string> = { paypal: 'top_up_failed', pull: 'pull_deposit_confirm_failed' };

const coverage = new Coverage();

function modelOf(flow: DepositConfirmFlow) {
  return (m: Model, e: DepositConfirmEvent): DepositConfirmEffect[] => {
    if (e.type === 'close') {
      Object.assign(m, { step: 'closed', inFlight: false });
      return [];
    }
    if (m.step === 'closed' && e.type === 'order_created') Object.assign(m, { step: 'confirm', orderId: e.orderId });
    else if (m.step === 'confirm' && e.type === 'confirm') Object.assign(m, { step: 'passcode', inFlight: false });
    else if (m.step === 'passcode' && !m.inFlight && e.type === 'passcode_entered') {
      m.inFlight = true;
      return [{ type: 'submit_confirm', orderId: m.orderId }];
    } else if (m.step === 'passcode' && m.inFlight && e.type === 'confirmed') {
      Object.assign(m, { step: 'success', inFlight: false });
      coverage.hit(`${flow}:success`);
      return [{ type: 'refresh' }];
    } else if (m.step === 'passcode' && m.inFlight && e.type === 'confirm_failed') {
      m.inFlight = false;
      const outcome = OUTCOMES[flow][e.code as (typeof REFUSALS)[number]];
      coverage.hit(`${flow}:${outcome}`);
      const shown = (e.code === 'weird_failure' ? UNKNOWN_SHOWN_AS[flow] : e.code) as ErrorCode;
      switch (outcome) {
        case 'insufficient':
          m.step = 'insufficient_balance';
          return [];
        case 'relink':
          m.step = 'closed';
          return [{ type: 'open_relink' }];
        case 'close_with_error':
          m.step = 'closed';
          return [{ type: 'show_error', code: shown }];
        case 'retry':
          m.step = 'confirm';
          return [{ type: 'show_error', code: shown }];
      }
    }
    return [];
  };
}

function expected(m: Model): DepositConfirmState {
  switch (m.step) {
    case 'closed':
      return DEPOSIT_CONFIRM_CLOSED;
    case 'confirm':
    case 'success':
      return { step: m.step, orderId: m.orderId };
    case 'passcode':
      return { step: 'passcode', orderId: m.orderId, submitting: m.inFlight };
    case 'insufficient_balance':
      return { step: 'insufficient_balance' };
  }
}

describe('deposit confirm, model-based (PayPal and pull share one machine)', () => {
  afterAll(() =>
    coverage.expectAll([
      'paypal:success',
      'paypal:retry',
      'paypal:close_with_error',
      'pull:success',
      'pull:retry',
      'pull:insufficient',
      'pull:relink',
      'pull:close_with_error',
    ]),
  );

  it.each(['paypal', 'pull'] as const)('any event sequence agrees with the step-and-in-flight model (%s)', (flow) => {
    assertMachineMatchesModel(
      {
        name: `${flow} confirm`,
        initialState: DEPOSIT_CONFIRM_CLOSED,
        initialModel: (): Model => ({ step: 'closed', orderId: '', inFlight: false }),
        step: (state: DepositConfirmState, event: DepositConfirmEvent) => stepDepositConfirm(flow, state, event),
        model: modelOf(flow),
        project: (s) => s,
        expected,
      },
      events,
      { maxCommands: 40 },
    );
  });
});
