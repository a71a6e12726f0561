import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_REQUEST_START,
  type DepositRequestAuthorisation,
  type DepositRequestEvent,
  type DepositRequestOrder,
  type DepositRequestStep,
  stepDepositRequest,
} from '../../../domain/deposit/deposit-request-steps';
import { dec } from '../../../domain/money/decimal';

const order: DepositRequestOrder = { id: 'r1', amount: dec('100'), feeAmount: dec('1'), receivableAmount: dec('99') };
const auth: DepositRequestAuthorisation = { descriptionKey: 'authorise_desc', supportsRedirect: true, redirectUrl: 'https://bank.example/auth' };
const run = (events: DepositRequestEvent[]): DepositRequestStep =>
  events.reduce<DepositRequestStep>((acc, e) => stepDepositRequest(acc.state, e), { state: DEPOSIT_REQUEST_START, effects: [] });
const toConfirm: DepositRequestEvent[] = [
  { type: 'bank_chosen', bankId: 'b1' },
  { type: 'submit_amount', amount: dec('100') },
  { type: 'order_created', order },
];

describe('deposit request steps', () => {
  it('choose a bank, then the amount', () => {
    expect(run([{ type: 'bank_chosen', bankId: 'b1' }]).state).toEqual({ step: 'AMOUNT', bankId: 'b1', creating: false });
  });

  it('the amount creates the order, then Confirm order', () => {
    expect(run(toConfirm.slice(0, 2)).effects).toEqual([{ type: 'create_order', bankId: 'b1', amount: dec('100') }]);
    expect(run(toConfirm).state).toEqual({ step: 'CONFIRM_ORDER', bankId: 'b1', order, confirming: false });
  });

  it('a zero amount creates nothing', () => {
    expect(
      run([
        { type: 'bank_chosen', bankId: 'b1' },
        { type: 'submit_amount', amount: dec('0') },
      ]).effects,
    ).toEqual([]);
  });

  it('confirming gives the authorisation step; authorise redirects externally', () => {
    expect(run([...toConfirm, { type: 'confirm' }]).effects).toEqual([{ type: 'confirm_order', orderId: 'r1' }]);
    expect(run([...toConfirm, { type: 'confirm' }, { type: 'confirmed', authorisation: auth }]).state).toEqual({
      step: 'AUTHORISE',
      order,
      authorisation: auth,
    });
    expect(run([...toConfirm, { type: 'confirm' }, { type: 'confirmed', authorisation: auth }, { type: 'authorise' }]).effects).toEqual([
      { type: 'redirect', url: 'https://bank.example/auth' },
    ]);
  });

  it('without redirect support authorise does not redirect', () => {
    const noRedirect = { ...auth, supportsRedirect: false };
    expect(run([...toConfirm, { type: 'confirm' }, { type: 'confirmed', authorisation: noRedirect }, { type: 'authorise' }]).effects).toEqual([]);
  });

  it('a failed call shows an error and stays on its step', () => {
    expect(run([...toConfirm.slice(0, 2), { type: 'failed' }])).toEqual({
      state: { step: 'AMOUNT', bankId: 'b1', creating: false },
      effects: [{ type: 'show_error' }],
    });
    expect(run([...toConfirm, { type: 'confirm' }, { type: 'failed' }]).state).toEqual({ step: 'CONFIRM_ORDER', bankId: 'b1', order, confirming: false });
  });

  it('back returns one step', () => {
    expect(run([...toConfirm, { type: 'back' }]).state).toEqual({ step: 'AMOUNT', bankId: 'b1', creating: false });
    expect(run([{ type: 'bank_chosen', bankId: 'b1' }, { type: 'back' }]).state).toEqual(DEPOSIT_REQUEST_START);
  });
});
