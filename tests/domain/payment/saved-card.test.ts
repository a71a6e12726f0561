import { describe, expect, it } from 'vitest';
import {
  type AccountCard,
  CARD_BRANDS,
  canDeleteCardInEditMode,
  checkCardSelectable,
  isCardSelectable,
  lastFourDigits,
  parseCardBrand,
  type PaymentCard,
  savedCardOf,
} from '../../../domain/payment/saved-card';
import { currencyCode } from '../../../domain/money/currency';

describe('saved card brands (spec 000 §3)', () => {
  it('are maestro, mastercard, visa, visa_electron and pay_pal', () => {
    expect(CARD_BRANDS).toEqual(['maestro', 'mastercard', 'visa', 'visa_electron', 'pay_pal']);
  });

  it('parse case-insensitively and trimmed', () => {
    expect(parseCardBrand('Visa')).toBe('visa');
    expect(parseCardBrand(' MASTERCARD ')).toBe('mastercard');
    expect(parseCardBrand('visa_electron')).toBe('visa_electron');
  });

  it('other brands are unknown', () => {
    for (const raw of ['amex', 'discover', 'visa electron', 'paypal', '']) expect(parseCardBrand(raw), raw).toBeUndefined();
  });
});

const card: AccountCard = { id: 'c1', brand: 'visa', maskedCardNumber: '**** 4242', type: 'credit_card', currency: currencyCode('USD') };

describe("the buy widget's view of a saved payment account card", () => {
  it('a usable credit card is credit, not expired, not a Singapore card', () => {
    expect(savedCardOf(card)).toEqual({
      id: 'c1',
      brand: 'visa',
      maskedCardNumber: '**** 4242',
      currency: 'USD',
      funding: 'credit',
      isExpired: false,
      isSGIssueCard: false,
    });
  });

  it('a debit card is charged as debit; expired and rejected states carry over', () => {
    expect(savedCardOf({ ...card, type: 'debit_card' }).funding).toBe('debit');
    expect(savedCardOf({ ...card, status: 'expired' })).toMatchObject({ isExpired: true, isSGIssueCard: false });
    expect(savedCardOf({ ...card, status: 'rejected' })).toMatchObject({ isExpired: false, isSGIssueCard: true });
  });
});

const paymentCard = (id: string, type: PaymentCard['type'], status?: PaymentCard['status']): PaymentCard => ({
  id,
  brand: 'Visa',
  maskedCardNumber: `**** **** **** 42${id.padStart(2, '0').slice(-2)}`,
  type,
  ...(status === undefined ? {} : { status }),
});

describe('payment card', () => {
  it('is selectable only without an expired or rejected mark', () => {
    expect(isCardSelectable(paymentCard('1', 'debit_card'))).toBe(true);
    expect(isCardSelectable(paymentCard('1', 'debit_card', 'expired'))).toBe(false);
  });

  it('the last 4 digits come from the masked number', () => {
    expect(lastFourDigits('**** **** **** 4242')).toBe('4242');
    expect(lastFourDigits('411111******1234')).toBe('1234');
    expect(lastFourDigits('****')).toBe('');
  });

  it('in edit mode only credit cards can be deleted', () => {
    expect(canDeleteCardInEditMode(paymentCard('1', 'credit_card'))).toBe(true);
    expect(canDeleteCardInEditMode(paymentCard('1', 'debit_card'))).toBe(false);
  });

  it('a card picked for a top-up is refused with its message when expired or a rejected Singapore card', () => {
    expect(checkCardSelectable(paymentCard('1', 'credit_card'))).toMatchObject({ ok: true });
    expect(checkCardSelectable(paymentCard('2', 'credit_card', 'expired'))).toEqual({ ok: false, error: { code: 'payment_card_expired' } });
    expect(checkCardSelectable(paymentCard('3', 'debit_card', 'rejected'))).toEqual({ ok: false, error: { code: 'sg_credit_card_crypto_not_supported' } });
  });
});
