import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type CardTopUpMethod, stepTopUp, TOP_UP_START, type TopUpEffect, type TopUpEvent, type TopUpState } from '../../../domain/deposit/top-up-steps';
import { assertMachineMatchesModel, Coverage } from '../polling/machine-model';

/** The model: a step and the one call in flight, if any. */
interface Model {
  step: TopUpState['step'];
  method: CardTopUpMethod | null;
  orderId: string;
  pending: 'order' | 'third_party' | 'top_up' | null;
}

const methods: CardTopUpMethod[] = ['credit_card', 'debit_card', 'apple_pay', 'google_pay'];
const events: fc.Arbitrary<TopUpEvent> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...methods).map((method) => ({ type: 'create_order' as const, method })) },
  { weight: 3, arbitrary: fc.constantFrom('o1', 'o2').map((orderId) => ({ type: 'order_created' as const, orderId })) },
  { weight: 3, arbitrary: fc.boolean().map((success) => ({ type: 'auth_result' as const, success })) },
  {
    weight: 12,
    arbitrary: fc
      .constantFrom(
        'order_failed' as const,
        'confirm' as const,
        'confirm' as const,
        'back' as const,
        'third_party_succeeded' as const,
        'third_party_failed' as const,
        'passcode_entered' as const,
        'passcode_entered' as const,
        'auth_frame_received' as const,
        'auth_frame_received' as const,
        'top_up_completed' as const,
        'top_up_failed' as const,
        'try_again' as const,
        'close' as const,
      )
      .map((type) => ({ type })),
  },
);

/** Happy and failing paths from a fresh start, so every outcome is reached often. */
const happyPath = (method: CardTopUpMethod): TopUpEvent[] =>
  method === 'apple_pay' || method === 'google_pay'
    ? [{ type: 'close' }, { type: 'create_order', method }, { type: 'order_created', orderId: 'o3' }, { type: 'confirm' }, { type: 'third_party_succeeded' }]
    : [
        { type: 'close' },
        { type: 'create_order', method },
        { type: 'order_created', orderId: 'o3' },
        { type: 'confirm' },
        { type: 'passcode_entered' },
        { type: 'auth_frame_received' },
        { type: 'auth_result', success: true },
      ];
const failures: TopUpEvent[] = [{ type: 'order_failed' }, { type: 'third_party_failed' }, { type: 'top_up_failed' }, { type: 'auth_result', success: false }];
const scripts: fc.Arbitrary<readonly TopUpEvent[]> = fc.oneof(
  fc.constantFrom(...methods).map(happyPath),
  fc
    .tuple(fc.constantFrom(...methods), fc.integer({ min: 2, max: 6 }), fc.constantFrom(...failures))
    .map(([method, cut, failure]) => [...happyPath(method).slice(0, cut), failure, { type: 'try_again' } as const]),
);

const coverage = new Coverage();
const card = (m: CardTopUpMethod | null): boolean => m === 'credit_card' || m === 'debit_card';

function model(m: Model, e: TopUpEvent): TopUpEffect[] {
  const reset = (): TopUpEffect[] => {
    Object.assign(m, { step: 'TOP_UP_OPTIONS', method: null, pending: null });
    return [];
  };
  const fail = (): TopUpEffect[] => {
    Object.assign(m, { step: 'ERROR', method: null, pending: null });
    coverage.hit('error');
    return [];
  };
  const succeed = (): TopUpEffect[] => {
    Object.assign(m, { step: 'SUCCESS', pending: null });
    coverage.hit(`success:${m.method ?? ''}`);
    return [{ type: 'refresh_balance' }];
  };
  if (e.type === 'close') return reset();
  switch (m.step) {
    case 'TOP_UP_OPTIONS':
      if (m.pending === null && e.type === 'create_order') {
        Object.assign(m, { method: e.method, pending: 'order' });
        return [{ type: 'create_order', method: e.method }];
      }
      if (m.pending === 'order' && e.type === 'order_created') Object.assign(m, { step: 'CONFIRM_DEPOSIT', orderId: e.orderId, pending: null });
      if (m.pending === 'order' && e.type === 'order_failed') return fail();
      return [];
    case 'CONFIRM_DEPOSIT':
      if (m.pending === 'third_party') {
        if (e.type === 'third_party_succeeded') return succeed();
        return e.type === 'third_party_failed' ? fail() : [];
      }
      if (e.type === 'back') return reset();
      if (e.type !== 'confirm') return [];
      if (card(m.method)) {
        m.step = 'PASSCODE';
        return [];
      }
      m.pending = 'third_party';
      return [{ type: 'start_third_party_payment', method: m.method ?? 'apple_pay', orderId: m.orderId }];
    case 'PASSCODE':
      if (m.pending === null && e.type === 'passcode_entered') {
        m.pending = 'top_up';
        return [{ type: 'submit_top_up', orderId: m.orderId }];
      }
      if (m.pending === 'top_up' && e.type === 'auth_frame_received') Object.assign(m, { step: 'AUTHENTICATION', pending: null });
      if (m.pending === 'top_up' && e.type === 'top_up_completed') return succeed();
      if (m.pending === 'top_up' && e.type === 'top_up_failed') return fail();
      return [];
    case 'AUTHENTICATION':
      if (e.type === 'auth_result') return e.success ? succeed() : fail();
      return e.type === 'top_up_failed' ? fail() : [];
    case 'SUCCESS':
      return [];
    case 'ERROR':
      return e.type === 'try_again' ? reset() : [];
  }
}

function expected(m: Model): TopUpState {
  const method = m.method ?? 'apple_pay';
  switch (m.step) {
    case 'TOP_UP_OPTIONS':
      return { step: m.step, creatingOrderFor: m.pending === 'order' ? m.method : null };
    case 'CONFIRM_DEPOSIT':
      return { step: m.step, method, orderId: m.orderId, awaitingThirdParty: m.pending === 'third_party' };
    case 'PASSCODE':
      return { step: m.step, method, orderId: m.orderId, submitting: m.pending === 'top_up' };
    case 'AUTHENTICATION':
      return { step: m.step, method, orderId: m.orderId };
    case 'SUCCESS':
      return { step: m.step, orderId: m.orderId };
    case 'ERROR':
      return { step: m.step, code: 'top_up_failed' };
  }
}

describe('card top-up steps, model-based', () => {
  afterAll(() => coverage.expectAll(['success:debit_card', 'success:credit_card', 'success:apple_pay', 'success:google_pay', 'error']));

  it('any event sequence agrees with the model; a card never skips the passcode and a wallet sheet never asks for it', () => {
    assertMachineMatchesModel(
      {
        name: 'top-up',
        initialState: TOP_UP_START,
        initialModel: (): Model => ({ step: 'TOP_UP_OPTIONS', method: null, orderId: '', pending: null }),
        step: stepTopUp,
        model,
        project: (s) => s,
        expected,
        invariant: (before, _e, after) => {
          if (after.step === 'SUCCESS' && before.step !== 'SUCCESS') {
            expect(
              before.step === 'AUTHENTICATION' ||
                (before.step === 'PASSCODE' && before.submitting) ||
                (before.step === 'CONFIRM_DEPOSIT' && !card(before.method)),
            ).toBe(true);
          }
          if (after.step === 'PASSCODE') expect(card(after.method)).toBe(true);
        },
      },
      events,
      { maxCommands: 60, scripts },
    );
  });
});
