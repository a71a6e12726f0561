import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../../../domain/money/currency';
import { ADD_CARD_OPTION_ID, cashOptions, type CashOptionsInput } from '../../../domain/payment/payment-option';
import { isApplePayAvailable, isGooglePayAvailable } from '../../../domain/payment/pay-method';
import { RUNS } from '../../arbitraries/runs';
import { fiatCurrency, fiatWallet, savedCard } from '../../arbitraries/trade';

const currencySet = fc.uniqueArray(fiatCurrency, { maxLength: 4 }).map((list) => new Set<CurrencyCode>(list));
const input: fc.Arbitrary<CashOptionsInput> = fc
  .record({
    savedCards: fc.uniqueArray(savedCard, { maxLength: 4, selector: (c) => c.id }),
    fiatWallets: fc.uniqueArray(fiatWallet, { maxLength: 3, selector: (w) => w.currency }),
    paymentCurrency: fiatCurrency,
    config: fc.record({ applePayEnabled: fc.boolean(), googlePayEnabled: fc.boolean(), creditCardEnabled: fc.boolean() }),
    applePay: fc.record({ isSecureContext: fc.boolean(), canMakePayments: fc.boolean() }),
    googlePay: fc.record({ isChrome: fc.boolean(), isEdge: fc.boolean(), providerReady: fc.boolean(), scriptLoadFailed: fc.boolean() }),
    currencyAccess: fc.record({ blockedForEntity: currencySet, supportedOnWeb: currencySet, isInternalTester: fc.boolean() }),
    selectedId: fc.constant<string | undefined>(undefined),
  })
  .chain((i) => {
    // The selection is usually one of the ids that can be listed, so selection rules are exercised.
    const candidates = [
      ...i.savedCards.map((c) => c.id),
      ...i.fiatWallets.map((w) => `fiat_wallet:${w.currency}`),
      'apple_pay',
      'google_pay',
      ADD_CARD_OPTION_ID,
      'gone',
    ];
    return fc.option(fc.constantFrom(...candidates), { nil: undefined }).map((selectedId) => ({ ...i, selectedId }));
  });

const payable = (i: CashOptionsInput, c: CurrencyCode): boolean =>
  i.currencyAccess.isInternalTester || (!i.currencyAccess.blockedForEntity.has(c) && i.currencyAccess.supportedOnWeb.has(c));

describe('payment options invariants', () => {
  it('expired and Singapore-rejected cards are never selectable; other saved cards are', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const option of cashOptions(i)) {
          const saved = i.savedCards.find((c) => c.id === option.id);
          if (saved !== undefined) expect(option.canSelect).toBe(!saved.isExpired && !saved.isSGIssueCard);
          if (option.isExpired || option.isSGIssueCard) expect(option.canSelect).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('the selected option is exactly the listed, selectable one with the selected id', () => {
    fc.assert(
      fc.property(input, (i) => {
        const options = cashOptions(i);
        const selected = options.filter((o) => o.isSelected);
        const expected = options.filter((o) => o.canSelect && o.id === i.selectedId);
        expect(selected).toEqual(expected);
        expect(selected.length).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });

  it('every listed option is in a payable currency', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const option of cashOptions(i)) expect(payable(i, option.currency)).toBe(true);
      }),
      RUNS,
    );
  });

  it('cards and Add card appear iff credit_card_enabled (and payable); Apple and Google Pay iff available (and payable)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const options = cashOptions(i);
        const has = (id: string): boolean => options.some((o) => o.id === id);
        const currencyOk = payable(i, i.paymentCurrency);
        expect(has(ADD_CARD_OPTION_ID)).toBe(i.config.creditCardEnabled && currencyOk);
        expect(has('apple_pay')).toBe(currencyOk && isApplePayAvailable(i.applePay, i.config));
        expect(has('google_pay')).toBe(currencyOk && isGooglePayAvailable(i.googlePay, i.config));
        const cards = options.filter((o) => o.payMethod === 'credit_card' && !o.needAddCard);
        expect(cards.length).toBe(i.config.creditCardEnabled ? i.savedCards.filter((c) => payable(i, c.currency)).length : 0);
      }),
      RUNS,
    );
  });

  it('option ids are unique', () => {
    fc.assert(
      fc.property(input, (i) => {
        const ids = cashOptions(i).map((o) => o.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
      RUNS,
    );
  });
});
