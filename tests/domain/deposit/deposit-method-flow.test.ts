import { describe, expect, it } from 'vitest';
import { continueWithMethod, type MethodFlowContext } from '../../../domain/deposit/deposit-method-flow';
import { currencyCode } from '../../../domain/money/currency';

const EUR = currencyCode('EUR');
const base: MethodFlowContext = { currency: EUR, requiredPersonalInformation: {}, vibanCurrencies: [], accountEligible: true };

describe('continueWithMethod', () => {
  it('continues to the method when nothing stops it', () => {
    expect(continueWithMethod('sepa', base)).toEqual({ kind: 'continue', method: 'sepa' });
  });

  it('personal information required for fiat_deposit opens that modal instead of continuing', () => {
    expect(continueWithMethod('sepa', { ...base, requiredPersonalInformation: { fiat_deposit: ['address', 'occupation'] } })).toEqual({
      kind: 'personal_information_required',
      fields: ['address', 'occupation'],
    });
  });

  it('an empty fiat_deposit list does not stop the flow', () => {
    expect(continueWithMethod('sepa', { ...base, requiredPersonalInformation: { fiat_deposit: [] } }).kind).toBe('continue');
  });

  it('a configured virtual-bank currency with an ineligible account stops with the alert naming the currency', () => {
    expect(continueWithMethod('sepa', { ...base, vibanCurrencies: [{ id: 'eur', can_deposit: true }], accountEligible: false })).toEqual({
      kind: 'viban_not_eligible',
      code: 'deposit_viban_not_eligible',
      currency: 'EUR',
    });
  });

  it('can_deposit false counts as ineligible', () => {
    expect(continueWithMethod('sepa', { ...base, vibanCurrencies: [{ id: 'EUR', can_deposit: false }] }).kind).toBe('viban_not_eligible');
  });

  it('an ineligible account does not matter when the currency is not a configured virtual-bank currency', () => {
    expect(continueWithMethod('sepa', { ...base, vibanCurrencies: [{ id: 'GBP' }], accountEligible: false }).kind).toBe('continue');
  });

  it('personal information is asked for before the virtual-bank check', () => {
    const ctx: MethodFlowContext = {
      ...base,
      requiredPersonalInformation: { fiat_deposit: ['address'] },
      vibanCurrencies: [{ id: 'EUR' }],
      accountEligible: false,
    };
    expect(continueWithMethod('sepa', ctx).kind).toBe('personal_information_required');
  });
});
