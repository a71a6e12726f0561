import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import {
  DEPOSIT_REQUEST_START,
  type DepositRequestEffect,
  type DepositRequestEvent,
  type DepositRequestState,
  stepDepositRequest,
} from '../../../domain/deposit/deposit-request-steps';
import { dec } from '../../../domain/money/decimal';
import { assertMachineMatchesModel, Coverage } from '../polling/machine-model';

const STEPS = ['CHOOSE_BANK', 'AMOUNT', 'CONFIRM_ORDER', 'AUTHORISE'] as const;
interface Model {
  index: number;
  inFlight: boolean;
  bank: string;
  orderId: string;
  redirect: string | undefined;
}

const events: fc.Arbitrary<DepositRequestEvent> = fc.oneof(
  fc.constantFrom('b1', 'b2').map((bankId) => ({ type: 'bank_chosen' as const, bankId })),
  fc.constantFrom('0', '50').map((a) => ({ type: 'submit_amount' as const, amount: dec(a) })),
  fc
    .constantFrom('r1', 'r2')
    .map((id) => ({ type: 'order_created' as const, order: { id, amount: dec('50'), feeAmount: dec('1'), receivableAmount: dec('49') } })),
  fc.option(fc.constant('https://bank.example/a'), { nil: undefined }).map((redirectUrl) => ({
    type: 'confirmed' as const,
    authorisation: { descriptionKey: 'k', supportsRedirect: true, redirectUrl },
  })),
  fc.constantFrom('confirm' as const, 'failed' as const, 'authorise' as const, 'back' as const).map((type) => ({ type })),
);
const coverage = new Coverage();

function model(m: Model, e: DepositRequestEvent): DepositRequestEffect[] {
  const step = STEPS[m.index];
  if (m.inFlight) {
    if (e.type === 'failed') {
      m.inFlight = false;
      return [{ type: 'show_error' }];
    }
    if (step === 'AMOUNT' && e.type === 'order_created') Object.assign(m, { index: 2, inFlight: false, orderId: e.order.id });
    if (step === 'CONFIRM_ORDER' && e.type === 'confirmed') Object.assign(m, { index: 3, inFlight: false, redirect: e.authorisation.redirectUrl });
    return [];
  }
  if (e.type === 'back' && (step === 'AMOUNT' || step === 'CONFIRM_ORDER')) m.index -= 1;
  if (step === 'CHOOSE_BANK' && e.type === 'bank_chosen') Object.assign(m, { index: 1, bank: e.bankId });
  if (step === 'AMOUNT' && e.type === 'submit_amount' && e.amount.greaterThan(0)) {
    m.inFlight = true;
    return [{ type: 'create_order', bankId: m.bank, amount: e.amount }];
  }
  if (step === 'CONFIRM_ORDER' && e.type === 'confirm') {
    m.inFlight = true;
    return [{ type: 'confirm_order', orderId: m.orderId }];
  }
  if (step === 'AUTHORISE' && e.type === 'authorise' && m.redirect !== undefined) {
    coverage.hit('redirect');
    return [{ type: 'redirect', url: m.redirect }];
  }
  return [];
}

const project = (s: DepositRequestState): unknown => ({
  step: s.step,
  inFlight: (s.step === 'AMOUNT' && s.creating) || (s.step === 'CONFIRM_ORDER' && s.confirming),
});

describe('deposit request steps, model-based', () => {
  afterAll(() => coverage.expectAll(['redirect']));

  it('any event sequence moves one step at a time as the model says', () => {
    assertMachineMatchesModel(
      {
        name: 'deposit request',
        initialState: DEPOSIT_REQUEST_START,
        initialModel: (): Model => ({ index: 0, inFlight: false, bank: '', orderId: '', redirect: undefined }),
        step: stepDepositRequest,
        model,
        project,
        expected: (m) => ({ step: STEPS[m.index], inFlight: m.inFlight }),
      },
      events,
    );
  });
});
