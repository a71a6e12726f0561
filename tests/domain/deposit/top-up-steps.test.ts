import { describe, expect, it } from 'vitest';
import { stepTopUp, TOP_UP_START, type TopUpEvent, type TopUpState, type TopUpStep } from '../../../domain/deposit/top-up-steps';

const run = (events: TopUpEvent[], state: TopUpState = TOP_UP_START): TopUpStep =>
  events.reduce<TopUpStep>((acc, e) => stepTopUp(acc.state, e), { state, effects: [] });
const ordered = (method: 'debit_card' | 'credit_card' | 'apple_pay' | 'google_pay'): TopUpEvent[] => [
  { type: 'create_order', method },
  { type: 'order_created', orderId: 'o1' },
];

describe('card top-up steps', () => {
  it('choosing a method creates an order, then CONFIRM_DEPOSIT', () => {
    expect(run([{ type: 'create_order', method: 'debit_card' }])).toEqual({
      state: { step: 'TOP_UP_OPTIONS', creatingOrderFor: 'debit_card' },
      effects: [{ type: 'create_order', method: 'debit_card' }],
    });
    expect(run(ordered('debit_card')).state).toEqual({ step: 'CONFIRM_DEPOSIT', method: 'debit_card', orderId: 'o1', awaitingThirdParty: false });
  });

  it('a failed order gives ERROR', () => {
    expect(run([{ type: 'create_order', method: 'debit_card' }, { type: 'order_failed' }]).state).toEqual({ step: 'ERROR', code: 'top_up_failed' });
  });

  it('a debit card moves on to PASSCODE, then the authentication frame, then SUCCESS', () => {
    const toPasscode = [...ordered('debit_card'), { type: 'confirm' } as const];
    expect(run(toPasscode).state).toEqual({ step: 'PASSCODE', method: 'debit_card', orderId: 'o1', submitting: false });
    expect(run([...toPasscode, { type: 'passcode_entered' }]).effects).toEqual([{ type: 'submit_top_up', orderId: 'o1' }]);
    const auth = run([...toPasscode, { type: 'passcode_entered' }, { type: 'auth_frame_received' }]);
    expect(auth.state).toEqual({ step: 'AUTHENTICATION', method: 'debit_card', orderId: 'o1' });
    expect(run([...toPasscode, { type: 'passcode_entered' }, { type: 'auth_frame_received' }, { type: 'auth_result', success: true }])).toEqual({
      state: { step: 'SUCCESS', orderId: 'o1' },
      effects: [{ type: 'refresh_balance' }],
    });
  });

  it('a saved credit card goes the same way as a debit card', () => {
    expect(run([...ordered('credit_card'), { type: 'confirm' }]).state.step).toBe('PASSCODE');
  });

  it('Apple Pay and Google Pay confirm through the third-party sheet', () => {
    for (const method of ['apple_pay', 'google_pay'] as const) {
      expect(run([...ordered(method), { type: 'confirm' }])).toEqual({
        state: { step: 'CONFIRM_DEPOSIT', method, orderId: 'o1', awaitingThirdParty: true },
        effects: [{ type: 'start_third_party_payment', method, orderId: 'o1' }],
      });
      expect(run([...ordered(method), { type: 'confirm' }, { type: 'third_party_succeeded' }]).state).toEqual({ step: 'SUCCESS', orderId: 'o1' });
      expect(run([...ordered(method), { type: 'confirm' }, { type: 'third_party_failed' }]).state).toEqual({ step: 'ERROR', code: 'top_up_failed' });
    }
  });

  it('any failure gives ERROR: the top-up call, the frame, the third party', () => {
    const toSubmitted: TopUpEvent[] = [...ordered('debit_card'), { type: 'confirm' }, { type: 'passcode_entered' }];
    expect(run([...toSubmitted, { type: 'top_up_failed' }]).state).toEqual({ step: 'ERROR', code: 'top_up_failed' });
    expect(run([...toSubmitted, { type: 'auth_frame_received' }, { type: 'auth_result', success: false }]).state).toEqual({
      step: 'ERROR',
      code: 'top_up_failed',
    });
  });

  it('a submit that answers completed (frictionless 3-D Secure) succeeds without the frame; only while submitting', () => {
    const toPasscode: TopUpEvent[] = [...ordered('credit_card'), { type: 'confirm' }];
    expect(run([...toPasscode, { type: 'passcode_entered' }, { type: 'top_up_completed' }])).toEqual({
      state: { step: 'SUCCESS', orderId: 'o1' },
      effects: [{ type: 'refresh_balance' }],
    });
    expect(run([...toPasscode, { type: 'top_up_completed' }]).state.step).toBe('PASSCODE');
  });

  it('try again from ERROR returns to the options', () => {
    expect(stepTopUp({ step: 'ERROR', code: 'top_up_failed' }, { type: 'try_again' }).state).toEqual(TOP_UP_START);
  });

  it('back from CONFIRM_DEPOSIT returns to the options, not while the third party is open', () => {
    expect(run([...ordered('debit_card'), { type: 'back' }]).state).toEqual(TOP_UP_START);
    expect(run([...ordered('apple_pay'), { type: 'confirm' }, { type: 'back' }]).state.step).toBe('CONFIRM_DEPOSIT');
  });

  it('a second passcode while submitting does not submit twice', () => {
    expect(run([...ordered('debit_card'), { type: 'confirm' }, { type: 'passcode_entered' }, { type: 'passcode_entered' }]).effects).toEqual([]);
  });

  it('close resets to the options from anywhere', () => {
    expect(stepTopUp({ step: 'SUCCESS', orderId: 'o1' }, { type: 'close' }).state).toEqual(TOP_UP_START);
  });
});
