import { describe, expect, it } from 'vitest';
import type { FiatLimits } from '../../../domain/deposit/top-up-limits';
import { checkTopUpConfirm, checkTopUpReady } from '../../../domain/deposit/top-up-readiness';
import { dec } from '../../../domain/money/decimal';
import { CARD_LIMITS, USD } from '../../support/fiat-limits-fixture';

const limits: FiatLimits = CARD_LIMITS;

describe('checkTopUpReady', () => {
  it('the deposit button is disabled until an amount and a method are chosen', () => {
    expect(checkTopUpReady(undefined, 'debit_card', limits, USD)).toEqual({ ok: false, error: { code: 'top_up_amount_empty' } });
    expect(checkTopUpReady(dec('50'), undefined, limits, USD)).toEqual({ ok: false, error: { code: 'top_up_method_missing' } });
    expect(checkTopUpReady(dec('50'), 'debit_card', limits, USD)).toEqual({ ok: true, value: { amount: dec('50'), method: 'debit_card' } });
  });

  it('the amount is checked against the limits before the method', () => {
    expect(checkTopUpReady(dec('5'), undefined, limits, USD)).toMatchObject({ ok: false, error: { code: 'top_up_below_minimum' } });
  });
});

describe('top-up confirm checks', () => {
  it('the fee-agreement checkbox is required', () => {
    expect(checkTopUpConfirm({ method: 'credit_card', feeAgreed: false, debitCardAttested: true })).toEqual({
      ok: false,
      error: { code: 'top_up_fee_agreement_required' },
    });
    expect(checkTopUpConfirm({ method: 'apple_pay', feeAgreed: true, debitCardAttested: false }).ok).toBe(true);
  });

  it('a debit card also needs the attestation checkbox', () => {
    expect(checkTopUpConfirm({ method: 'debit_card', feeAgreed: true, debitCardAttested: false })).toEqual({
      ok: false,
      error: { code: 'top_up_debit_card_attestation_required' },
    });
    expect(checkTopUpConfirm({ method: 'debit_card', feeAgreed: true, debitCardAttested: true }).ok).toBe(true);
  });

  it('only a debit card needs the attestation', () => {
    for (const method of ['credit_card', 'apple_pay', 'google_pay', 'paypal'] as const) {
      expect(checkTopUpConfirm({ method, feeAgreed: true, debitCardAttested: false }).ok).toBe(true);
    }
  });

  it('the fee agreement is reported before the attestation', () => {
    const r = checkTopUpConfirm({ method: 'debit_card', feeAgreed: false, debitCardAttested: false });
    expect(r.ok ? undefined : r.error.code).toBe('top_up_fee_agreement_required');
  });
});
