import { describe, expect, it } from 'vitest';
import { PAYPAL_CONFIRM_CLOSED, type PaypalConfirmEvent, type PaypalConfirmStep, stepPaypalConfirm } from '../../../domain/deposit/paypal-confirm';

const run = (events: PaypalConfirmEvent[]): PaypalConfirmStep =>
  events.reduce<PaypalConfirmStep>((acc, e) => stepPaypalConfirm(acc.state, e), { state: PAYPAL_CONFIRM_CLOSED, effects: [] });
const submitted: PaypalConfirmEvent[] = [{ type: 'order_created', orderId: 'o1' }, { type: 'confirm' }, { type: 'passcode_entered' }];

describe('PayPal confirm steps', () => {
  it('CONFIRM_DEPOSIT, then PASSCODE, then SUCCESS', () => {
    expect(run([{ type: 'order_created', orderId: 'o1' }]).state).toEqual({ step: 'CONFIRM_DEPOSIT', orderId: 'o1' });
    expect(run([{ type: 'order_created', orderId: 'o1' }, { type: 'confirm' }]).state).toEqual({ step: 'PASSCODE', orderId: 'o1', submitting: false });
    expect(run(submitted).effects).toEqual([{ type: 'submit_confirm', orderId: 'o1' }]);
    expect(run([...submitted, { type: 'confirmed' }])).toEqual({ state: { step: 'SUCCESS', orderId: 'o1' }, effects: [{ type: 'refresh_balance' }] });
  });

  it('a failure is shown and returns to CONFIRM_DEPOSIT', () => {
    expect(run([...submitted, { type: 'confirm_failed', code: 'invalid_passcode' }])).toEqual({
      state: { step: 'CONFIRM_DEPOSIT', orderId: 'o1' },
      effects: [{ type: 'show_error', code: 'invalid_passcode' }],
    });
  });

  it('too_many_fail_attempts_error is shown and closes the modal', () => {
    expect(run([...submitted, { type: 'confirm_failed', code: 'too_many_fail_attempts_error' }])).toEqual({
      state: PAYPAL_CONFIRM_CLOSED,
      effects: [{ type: 'show_error', code: 'too_many_fail_attempts_error' }],
    });
  });

  it('a second passcode while submitting does not submit twice', () => {
    expect(run([...submitted, { type: 'passcode_entered' }]).effects).toEqual([]);
  });
});
