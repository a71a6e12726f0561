import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { canDeleteOption, canDeleteSavedCard, cardDeleteConfirmation } from '../../../domain/payment/card-deletion';
import { cashOptions, cardOption, walletOption } from '../../../domain/payment/payment-option';
import type { SavedCard } from '../../../domain/payment/saved-card';

const USD = currencyCode('USD');
const card: SavedCard = {
  id: 'card-9',
  brand: 'mastercard',
  maskedCardNumber: '**** 5454',
  currency: USD,
  funding: 'credit',
  isExpired: false,
  isSGIssueCard: false,
};

describe('card deletion (spec 000 §2, 001 §5)', () => {
  it('a saved credit card can be deleted, and the confirmation shows its masked number', () => {
    expect(canDeleteOption(cardOption(card))).toBe(true);
    expect(cardDeleteConfirmation(cardOption(card))).toEqual({ cardId: 'card-9', maskedCardNumber: '**** 5454' });
  });

  it('an expired or Singapore-rejected card can still be deleted', () => {
    expect(canDeleteOption(cardOption({ ...card, isExpired: true }))).toBe(true);
    expect(canDeleteOption(cardOption({ ...card, isSGIssueCard: true }))).toBe(true);
  });

  it('only credit cards can be deleted: not wallets, Apple Pay, Google Pay, Add card or PayPal', () => {
    const options = cashOptions({
      savedCards: [{ ...card, id: 'pp', brand: 'pay_pal' }],
      fiatWallets: [{ currency: USD, amount: dec('5'), state: 'created' }],
      paymentCurrency: USD,
      config: { applePayEnabled: true, googlePayEnabled: true, creditCardEnabled: true },
      applePay: { isSecureContext: true, canMakePayments: true },
      googlePay: { isChrome: true, isEdge: false, providerReady: true, scriptLoadFailed: false },
      currencyAccess: { blockedForEntity: new Set(), supportedOnWeb: new Set([USD]), isInternalTester: false },
      selectedId: undefined,
    });
    expect(options).toHaveLength(5);
    for (const option of options) {
      expect(canDeleteOption(option), option.id).toBe(false);
      expect(cardDeleteConfirmation(option), option.id).toBeUndefined();
    }
    expect(canDeleteOption(walletOption({ currency: USD, amount: dec('1'), state: 'created' }))).toBe(false);
  });
});

describe('canDeleteSavedCard: credit cards only, not debit cards (spec 001 §5)', () => {
  it('a saved credit card is deletable, a debit card or another card is not', () => {
    const credit = { ...card, funding: 'credit' as const };
    expect(canDeleteSavedCard(cardOption(credit), credit)).toBe(true);
    expect(canDeleteSavedCard(cardOption(credit), { ...credit, funding: 'debit' })).toBe(false);
    expect(canDeleteSavedCard(cardOption(credit), { ...credit, id: 'other' })).toBe(false);
    expect(canDeleteSavedCard(cardOption(credit), undefined)).toBe(false);
  });
});
