import { describe, expect, it } from 'vitest';
import { canAddDebitCard, checkAddDebitCard, MAX_DEBIT_CARDS } from '../../../domain/deposit/debit-card-limit';
import { CARD_QUICK_AMOUNTS, PAYPAL_FRACTION_DIGITS, PAYPAL_QUICK_AMOUNTS } from '../../../domain/deposit/quick-amounts';
import { checkTopUpConfirm } from '../../../domain/deposit/top-up-confirm-readiness';
import { isCardMethod, isWalletPayMethod, limitsTypeOf } from '../../../domain/deposit/top-up-method';

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

describe('debit card limit', () => {
  it('at most 5 debit cards: Add shows only with fewer than 5', () => {
    expect(MAX_DEBIT_CARDS).toBe(5);
    expect(canAddDebitCard(4)).toBe(true);
    expect(canAddDebitCard(5)).toBe(false);
    expect(checkAddDebitCard(5)).toEqual({ ok: false, error: { code: 'top_up_debit_card_limit_reached' } });
    expect(checkAddDebitCard(0)).toEqual({ ok: true, value: true });
  });
});

describe('top-up constants and methods', () => {
  it('card quick amounts are 25, 50, 100 and 500; PayPal the same with 2 fraction digits', () => {
    expect(CARD_QUICK_AMOUNTS.map((a) => a.toFixed())).toEqual(['25', '50', '100', '500']);
    expect(PAYPAL_QUICK_AMOUNTS.map((a) => a.toFixed())).toEqual(['25', '50', '100', '500']);
    expect(PAYPAL_FRACTION_DIGITS).toBe(2);
  });

  it('a debit card uses the credit_card limits; other methods their own', () => {
    expect(limitsTypeOf('debit_card')).toBe('credit_card');
    expect(limitsTypeOf('apple_pay')).toBe('apple_pay');
    expect(limitsTypeOf('paypal')).toBe('paypal');
  });

  it('cards go through passcode; Apple Pay and Google Pay through their sheet', () => {
    expect(isCardMethod('credit_card') && isCardMethod('debit_card')).toBe(true);
    expect(isCardMethod('apple_pay')).toBe(false);
    expect(isWalletPayMethod('google_pay') && isWalletPayMethod('apple_pay')).toBe(true);
    expect(isWalletPayMethod('debit_card')).toBe(false);
  });
});
