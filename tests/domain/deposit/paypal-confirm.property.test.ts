import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import {
  PAYPAL_CONFIRM_CLOSED,
  type PaypalConfirmEffect,
  type PaypalConfirmEvent,
  type PaypalConfirmState,
  stepPaypalConfirm,
} from '../../../domain/deposit/paypal-confirm';
import { assertMachineMatchesModel, Coverage } from '../polling/machine-model';

interface Model {
  step: PaypalConfirmState['step'];
  orderId: string;
  inFlight: boolean;
}
const events: fc.Arbitrary<PaypalConfirmEvent> = fc.oneof(
  fc.constantFrom('o1', 'o2').map((orderId) => ({ type: 'order_created' as const, orderId })),
  fc.constantFrom('confirm' as const, 'passcode_entered' as const, 'confirmed' as const, 'close' as const).map((type) => ({ type })),
  fc.constantFrom('too_many_fail_attempts_error', 'invalid_passcode').map((code) => ({ type: 'confirm_failed' as const, code })),
);
const coverage = new Coverage();

function model(m: Model, e: PaypalConfirmEvent): PaypalConfirmEffect[] {
  if (e.type === 'close') {
    Object.assign(m, { step: 'closed', inFlight: false });
    return [];
  }
  if (m.step === 'closed' && e.type === 'order_created') Object.assign(m, { step: 'CONFIRM_DEPOSIT', orderId: e.orderId });
  else if (m.step === 'CONFIRM_DEPOSIT' && e.type === 'confirm') m.step = 'PASSCODE';
  else if (m.step === 'PASSCODE' && !m.inFlight && e.type === 'passcode_entered') {
    m.inFlight = true;
    return [{ type: 'submit_confirm', orderId: m.orderId }];
  } else if (m.step === 'PASSCODE' && m.inFlight && e.type === 'confirmed') {
    Object.assign(m, { step: 'SUCCESS', inFlight: false });
    coverage.hit('success');
    return [{ type: 'refresh_balance' }];
  } else if (m.step === 'PASSCODE' && m.inFlight && e.type === 'confirm_failed') {
    coverage.hit(e.code);
    Object.assign(m, { step: e.code === 'too_many_fail_attempts_error' ? 'closed' : 'CONFIRM_DEPOSIT', inFlight: false });
    return [{ type: 'show_error', code: e.code }];
  }
  return [];
}

function expected(m: Model): PaypalConfirmState {
  switch (m.step) {
    case 'closed':
      return PAYPAL_CONFIRM_CLOSED;
    case 'PASSCODE':
      return { step: 'PASSCODE', orderId: m.orderId, submitting: m.inFlight };
    default:
      return { step: m.step, orderId: m.orderId };
  }
}

describe('PayPal confirm, model-based', () => {
  afterAll(() => coverage.expectAll(['success', 'too_many_fail_attempts_error', 'invalid_passcode']));

  it('any event sequence agrees with the step-and-in-flight model', () => {
    assertMachineMatchesModel(
      {
        name: 'paypal confirm',
        initialState: PAYPAL_CONFIRM_CLOSED,
        initialModel: (): Model => ({ step: 'closed', orderId: '', inFlight: false }),
        step: stepPaypalConfirm,
        model,
        project: (s) => s,
        expected,
      },
      events,
    );
  });
});
