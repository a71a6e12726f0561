import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { estimateFees, methodFees, nominalTradingFee } from '../../../domain/trade/fee-estimate';

const USD = currencyCode('USD');
const SERVER = [
  { paymentMethod: 'fiat_wallet', percentage: dec('0.50') },
  { paymentMethod: 'crypto_wallet', percentage: dec('0.40') },
  { paymentMethod: 'credit_card', percentage: dec('3.50') },
];

describe('fee estimate of the Buy widget (spec 000 §5, §7, §9)', () => {
  it('wallets pay the trading fee only; card schemes add their processing fee (server row or default)', () => {
    expect(methodFees('fiat_wallet', undefined, SERVER)).toEqual({ tradingPercent: dec('0.50'), processingPercent: dec('0') });
    expect(methodFees('crypto_wallet', undefined, SERVER).tradingPercent).toEqual(dec('0.40'));
    expect(methodFees('credit_card', 'credit', SERVER).processingPercent).toEqual(dec('3.50'));
    expect(methodFees('credit_card', 'debit', SERVER).processingPercent).toEqual(dec('1.49'));
    expect(methodFees('apple_pay', undefined, SERVER).processingPercent).toEqual(dec('1.49'));
    expect(methodFees('google_pay', undefined, []).tradingPercent).toEqual(dec('0'));
  });

  it('splits each fee off the amount paid, rounded up to the currency decimals', () => {
    const fees = estimateFees(dec('100.01'), USD, 2, { tradingPercent: dec('0.5'), processingPercent: dec('3.99') }, undefined);
    expect(fees.trading).toMatchObject({ originalAmount: dec('0.51'), actualAmount: dec('0.51'), waived: false });
    expect(fees.processing).toEqual({ originalAmount: dec('4'), actualAmount: dec('4'), currency: USD, waived: false });
  });

  it('a waiver waives the whole trading fee, never the processing fee', () => {
    const fees = estimateFees(dec('100'), USD, 2, { tradingPercent: dec('0.5'), processingPercent: dec('1.49') }, 'prime_waived');
    expect(fees.trading).toMatchObject({
      originalAmount: dec('0.5'),
      actualAmount: dec('0'),
      waivedAmount: dec('0.5'),
      waived: true,
      waivedReason: 'prime_waived',
    });
    expect(fees.processing?.actualAmount).toEqual(dec('1.49'));
  });

  it('before an amount is typed the trading fee line carries only the waiver', () => {
    expect(nominalTradingFee(USD, 'subscription')).toMatchObject({ waived: true, waivedReason: 'subscription', actualAmount: dec('0') });
    expect(nominalTradingFee(USD, undefined)).toMatchObject({ waived: false, waivedReason: undefined });
  });
});
