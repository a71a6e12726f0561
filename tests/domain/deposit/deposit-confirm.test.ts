import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_CONFIRM_CLOSED,
  type DepositConfirmEvent,
  type DepositConfirmFlow,
  type DepositConfirmState,
  type DepositConfirmStep,
  requireConfirmPasscode,
  stepDepositConfirm,
} from '../../../domain/deposit/deposit-confirm';

const run = (flow: DepositConfirmFlow, events: readonly DepositConfirmEvent[]): DepositConfirmStep =>
  events.reduce<DepositConfirmStep>((acc, e) => stepDepositConfirm(flow, acc.state, e), { state: DEPOSIT_CONFIRM_CLOSED, effects: [] });
const submitted: DepositConfirmEvent[] = [{ type: 'order_created', orderId: 'o1' }, { type: 'confirm' }, { type: 'passcode_entered' }];
const refusedWith = (code: string): DepositConfirmEvent[] => [...submitted, { type: 'confirm_failed', code }];

describe('deposit confirm passcode', () => {
  it('a passcode of 6 digits is required to confirm', () => {
    expect(requireConfirmPasscode('123456')).toEqual({ ok: true, value: '123456' });
    for (const bad of ['', '12345', '1234567', '12345a'])
      expect(requireConfirmPasscode(bad)).toEqual({ ok: false, error: { code: 'top_up_passcode_required' } });
  });
});

describe.each(['paypal', 'pull'] as const)('deposit confirm steps (%s)', (flow) => {
  it('a created order opens Confirm deposit, confirm asks for the passcode', () => {
    expect(run(flow, [{ type: 'order_created', orderId: 'o1' }]).state).toEqual({ step: 'confirm', orderId: 'o1' });
    expect(run(flow, [{ type: 'order_created', orderId: 'o1' }, { type: 'confirm' }]).state).toEqual({ step: 'passcode', orderId: 'o1', submitting: false });
  });

  it('the entered passcode submits the confirmation once; success shows Success and refreshes', () => {
    expect(run(flow, submitted)).toEqual({
      state: { step: 'passcode', orderId: 'o1', submitting: true },
      effects: [{ type: 'submit_confirm', orderId: 'o1' }],
    });
    expect(run(flow, [...submitted, { type: 'passcode_entered' }]).effects).toEqual([]);
    expect(run(flow, [...submitted, { type: 'confirmed' }])).toEqual({ state: { step: 'success', orderId: 'o1' }, effects: [{ type: 'refresh' }] });
  });

  it('another refusal is shown and returns to Confirm deposit', () => {
    expect(run(flow, refusedWith('invalid_passcode'))).toEqual({
      state: { step: 'confirm', orderId: 'o1' },
      effects: [{ type: 'show_error', code: 'invalid_passcode' }],
    });
  });

  it('a result before the passcode was submitted is ignored; close returns to closed from any step', () => {
    const state: DepositConfirmState = { step: 'passcode', orderId: 'o1', submitting: false };
    expect(stepDepositConfirm(flow, state, { type: 'confirmed' })).toEqual({ state, effects: [] });
    expect(run(flow, [...submitted, { type: 'close' }]).state).toEqual(DEPOSIT_CONFIRM_CLOSED);
  });
});

describe('deposit confirm refusals that end a flow (spec 001 §4, §8)', () => {
  it('PayPal: too_many_fail_attempts_error is shown and closes the modal', () => {
    expect(run('paypal', refusedWith('too_many_fail_attempts_error'))).toEqual({
      state: DEPOSIT_CONFIRM_CLOSED,
      effects: [{ type: 'show_error', code: 'too_many_fail_attempts_error' }],
    });
  });

  it('pull: insufficient_balance_error shows the insufficient-balance step, which only close leaves', () => {
    const insufficient = run('pull', refusedWith('insufficient_balance_error'));
    expect(insufficient).toEqual({ state: { step: 'insufficient_balance' }, effects: [] });
    expect(stepDepositConfirm('pull', insufficient.state, { type: 'close' }).state).toEqual(DEPOSIT_CONFIRM_CLOSED);
  });

  it('pull: account_link_fail_error closes and opens the relink modal; the outstanding-balance error is shown and closes', () => {
    expect(run('pull', refusedWith('account_link_fail_error'))).toEqual({ state: DEPOSIT_CONFIRM_CLOSED, effects: [{ type: 'open_relink' }] });
    const code = 'deposit_not_allow_with_outstanding_balance_error';
    expect(run('pull', refusedWith(code))).toEqual({ state: DEPOSIT_CONFIRM_CLOSED, effects: [{ type: 'show_error', code }] });
  });

  it('the refusals of one flow are ordinary refusals in the other', () => {
    expect(run('paypal', refusedWith('insufficient_balance_error')).state).toEqual({ step: 'confirm', orderId: 'o1' });
    expect(run('pull', refusedWith('too_many_fail_attempts_error')).state).toEqual({ step: 'confirm', orderId: 'o1' });
  });

  it('a code the client does not know is shown as the flow’s generic failure', () => {
    expect(run('pull', refusedWith('weird_failure')).effects).toEqual([{ type: 'show_error', code: 'pull_deposit_confirm_failed' }]);
    expect(run('paypal', refusedWith('weird_failure')).effects).toEqual([{ type: 'show_error', code: 'top_up_failed' }]);
  });
});
