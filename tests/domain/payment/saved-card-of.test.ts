import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { type AccountCard, savedCardOf } from '../../../domain/payment/saved-card-of';

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
