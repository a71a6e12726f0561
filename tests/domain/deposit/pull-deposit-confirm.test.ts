import { describe, expect, it } from 'vitest';
import { PULL_CONFIRM_CLOSED, type PullConfirmEvent, type PullConfirmState, stepPullConfirm } from '../../../domain/deposit/pull-deposit-confirm';

const run = (events: PullConfirmEvent[], state: PullConfirmState = PULL_CONFIRM_CLOSED) =>
  events.reduce<{ state: PullConfirmState; effects: readonly unknown[] }>((acc, e) => stepPullConfirm(acc.state, e), { state, effects: [] });
const toPasscode: PullConfirmEvent[] = [{ type: 'order_created', orderId: 'o1' }, { type: 'confirm' }, { type: 'passcode_entered' }];

describe('pull deposit confirm steps', () => {
  it('a created order opens Confirm deposit', () => {
    expect(run([{ type: 'order_created', orderId: 'o1' }]).state).toEqual({ step: 'confirm', orderId: 'o1' });
  });

  it('confirm asks for the passcode', () => {
    expect(run([{ type: 'order_created', orderId: 'o1' }, { type: 'confirm' }]).state).toEqual({ step: 'passcode', orderId: 'o1', submitting: false });
  });

  it('the entered passcode submits the confirmation once', () => {
    expect(run(toPasscode)).toEqual({ state: { step: 'passcode', orderId: 'o1', submitting: true }, effects: [{ type: 'submit_confirm', orderId: 'o1' }] });
    expect(run([...toPasscode, { type: 'passcode_entered' }]).effects).toEqual([]);
  });

  it('a confirmed deposit shows Success and refreshes the overview', () => {
    expect(run([...toPasscode, { type: 'confirmed' }])).toEqual({ state: { step: 'success', orderId: 'o1' }, effects: [{ type: 'refresh_overview' }] });
  });

  it('insufficient_balance_error shows the insufficient-balance step', () => {
    expect(run([...toPasscode, { type: 'confirm_failed', code: 'insufficient_balance_error' }]).state).toEqual({ step: 'insufficient_balance' });
  });

  it('account_link_fail_error closes and opens the relink modal', () => {
    expect(run([...toPasscode, { type: 'confirm_failed', code: 'account_link_fail_error' }])).toEqual({
      state: PULL_CONFIRM_CLOSED,
      effects: [{ type: 'open_relink' }],
    });
  });

  it('the outstanding-balance error is shown and the flow closes', () => {
    const code = 'deposit_not_allow_with_outstanding_balance_error';
    expect(run([...toPasscode, { type: 'confirm_failed', code }])).toEqual({ state: PULL_CONFIRM_CLOSED, effects: [{ type: 'show_error', code }] });
  });

  it('another failure is shown and returns to Confirm deposit', () => {
    expect(run([...toPasscode, { type: 'confirm_failed', code: 'invalid_passcode' }])).toEqual({
      state: { step: 'confirm', orderId: 'o1' },
      effects: [{ type: 'show_error', code: 'invalid_passcode' }],
    });
  });

  it('a code the client does not know is shown as pull_deposit_confirm_failed', () => {
    expect(run([...toPasscode, { type: 'confirm_failed', code: 'weird_failure' }]).effects).toEqual([
      { type: 'show_error', code: 'pull_deposit_confirm_failed' },
    ]);
  });

  it('a result before the passcode was submitted is ignored', () => {
    const state: PullConfirmState = { step: 'passcode', orderId: 'o1', submitting: false };
    expect(stepPullConfirm(state, { type: 'confirmed' })).toEqual({ state, effects: [] });
  });

  it('close returns to closed from any step', () => {
    expect(run([...toPasscode, { type: 'close' }]).state).toEqual(PULL_CONFIRM_CLOSED);
    expect(stepPullConfirm({ step: 'insufficient_balance' }, { type: 'close' }).state).toEqual(PULL_CONFIRM_CLOSED);
  });
});
