import { describe, expect, it } from 'vitest';
import { Money } from '../../../domain/money/decimal';
import { splitFee } from '../../../domain/money/fee-split';
import { coinsForFiat } from '../../../domain/trade/conversion';
import { cardInput, refusal, TRADING_START, tradingSandbox, value } from '../../support/trading-sandbox';

const fee = (q: { tradingFee: { original: string; actual: string; waived: string; reason?: string } }) => q.tradingFee;

describe('sandbox quotations for every payment method (spec 000 §3, §5, §7, §9)', () => {
  it('a fiat-wallet buy splits the 0.50 % fee off the amount, converts the rest at the tier rate, and lasts 15 s', () => {
    const { trading, account } = tradingSandbox('alex');
    const q = value(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '100.00'));
    const rate = new Money(q.rate);
    expect(q).toMatchObject({
      side: 'buy',
      method: 'fiat_wallet',
      fromCurrency: 'USD',
      toCurrency: 'BTC',
      fromAmount: '100',
      feeCurrency: 'USD',
      processingFee: '0',
    });
    expect(fee(q)).toEqual({ original: '0.5', actual: '0.5', waived: '0' });
    expect(q.toAmount).toBe(coinsForFiat(new Money('99.5'), rate, 8).toFixed());
    expect(q.expiresAt).toBe(TRADING_START + 15_000);
    expect(rate.eq(value(trading.liveRates(account, 'USD', 'BTC')).rates[0]?.tiers[0]?.rate ?? 0)).toBe(true);
  });

  it('a fiat-wallet buy can fix the coins to receive instead: the smallest payment that buys at least them', () => {
    const { trading, account } = tradingSandbox('alex');
    const q = value(trading.createFiatWalletQuotation(account, 'USD', 'BTC', undefined, '0.002'));
    expect(q).toMatchObject({ side: 'buy', method: 'fiat_wallet', fromCurrency: 'USD', toCurrency: 'BTC' });
    expect(new Money(q.toAmount).greaterThanOrEqualTo('0.002')).toBe(true);
    const cent = value(trading.createFiatWalletQuotation(account, 'USD', 'BTC', new Money(q.fromAmount).minus('0.01').toFixed(), undefined));
    expect(new Money(cent.toAmount).lessThan('0.002')).toBe(true);
    expect(refusal(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '10', '0.001'))).toBe('invalid_parameter');
  });

  it('a larger amount gets the better tier', () => {
    const { trading, account } = tradingSandbox('tess');
    const small = value(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '999.99'));
    const large = value(trading.createFiatWalletQuotation(account, 'USD', 'BTC', '10000'));
    expect(new Money(large.rate).lessThan(small.rate)).toBe(true);
  });

  it('a fiat-wallet sell takes the fee off the proceeds', () => {
    const { trading, account } = tradingSandbox('alex');
    const q = value(trading.createFiatWalletSellQuotation(account, 'BTC', 'USD', '0.01'));
    const split = splitFee(new Money(q.grossAmount), new Money('0.50'), 2);
    expect(q).toMatchObject({ side: 'sell', fromAmount: '0.01', feeCurrency: 'USD', keyCurrency: 'BTC' });
    expect([fee(q).actual, q.toAmount]).toEqual([split.fee.toFixed(), split.net.toFixed()]);
    expect(new Money(q.grossAmount).eq(new Money('0.01').times(q.rate).toDecimalPlaces(2, Money.ROUND_DOWN))).toBe(true);
  });

  it('coin-for-coin quotations fix either side; a fixed amount to receive is always received', () => {
    const { trading, account } = tradingSandbox('alex');
    const buy = value(trading.createCoinQuotation(account, { side: 'buy', from: 'ETH', to: 'SOL', fromAmount: undefined, toAmount: '2.5' }));
    expect(buy).toMatchObject({ method: 'crypto_wallet', feeCurrency: 'ETH', keyCurrency: 'SOL' });
    expect(new Money(buy.toAmount).greaterThanOrEqualTo('2.5')).toBe(true);
    const sell = value(trading.createCoinQuotation(account, { side: 'sell', from: 'ETH', to: 'BTC', fromAmount: '0.5', toAmount: undefined }));
    expect(sell).toMatchObject({ fromAmount: '0.5', feeCurrency: 'BTC' });
    const sellTo = value(trading.createCoinQuotation(account, { side: 'sell', from: 'ETH', to: 'BTC', fromAmount: undefined, toAmount: '0.01' }));
    expect(new Money(sellTo.toAmount).greaterThanOrEqualTo('0.01')).toBe(true);
    expect(refusal(trading.createCoinQuotation(account, { side: 'buy', from: 'ETH', to: 'SOL', fromAmount: '1', toAmount: '1' }))).toBe('invalid_parameter');
    expect(refusal(trading.createCoinQuotation(account, { side: 'hold', from: 'ETH', to: 'SOL', fromAmount: '1', toAmount: undefined }))).toBe(
      'invalid_parameter',
    );
  });

  it('card, Apple Pay and Google Pay buys add the method card processing fee to the trading fee', () => {
    const { trading, account } = tradingSandbox('alex');
    const credit = value(
      trading.createCardQuotation(account, cardInput({ currency: 'BTC', nativeAmount: '100.00', cardId: 'card_visa_4242', fixedSide: 'crypto' })),
    );
    const debit = value(
      trading.createCardQuotation(account, cardInput({ currency: 'BTC', nativeAmount: '100.00', cardId: 'card_mc_5454', fixedSide: 'crypto' })),
    );
    const apple = value(trading.createCardQuotation(account, cardInput({ currency: 'BTC', nativeAmount: '100.00', paymentMethod: 'apple_pay' })));
    const google = value(trading.createCardQuotation(account, cardInput({ currency: 'BTC', nativeAmount: '100.00', paymentMethod: 'google_pay' })));
    expect([credit, debit, apple, google].map((q) => [q.method, q.processingFee, fee(q).actual])).toEqual([
      ['credit_card', '3.99', '0.5'],
      ['credit_card', '1.49', '0.5'],
      ['apple_pay', '1.49', '0.5'],
      ['google_pay', '1.49', '0.5'],
    ]);
    expect(credit).toMatchObject({ cardId: 'card_visa_4242', fromCurrency: 'USD', nativeAmount: '100.00' });
    const coins = value(trading.createCardQuotation(account, cardInput({ currency: 'ETH', amount: '0.05', paymentMethod: 'apple_pay' })));
    expect(new Money(coins.toAmount).greaterThanOrEqualTo('0.05')).toBe(true);
    expect(refusal(trading.createCardQuotation(account, cardInput({ currency: 'BTC', nativeAmount: '100', cardId: 'card_visa_4242' })))).toBe(
      'invalid_parameter',
    );
    expect(refusal(trading.createCardQuotation(account, cardInput({ currency: 'BTC', nativeAmount: '100', paymentMethod: 'pay_pal' })))).toBe(
      'invalid_parameter',
    );
  });

  it('waives the trading fee for Level Up subscribers, Prime regular users and the 30-day promotion, never the card fee', () => {
    const reasons = ['lena', 'priya', 'zoe'].map((key) => {
      const { trading, account } = tradingSandbox(key);
      const q = value(trading.createCardQuotation(account, cardInput({ currency: 'BTC', nativeAmount: '200.00', paymentMethod: 'apple_pay' })));
      return [fee(q), q.processingFee];
    });
    expect(reasons).toEqual([
      [{ original: '1', actual: '0', waived: '1', reason: 'subscription' }, '2.98'],
      [{ original: '1', actual: '0', waived: '1', reason: 'prime_waived' }, '2.98'],
      [{ original: '1', actual: '0', waived: '1', reason: '30_days_promotion' }, '2.98'],
    ]);
  });

  it("the promotion ends 30 days after the customer's start", () => {
    const { trading, account, advance } = tradingSandbox('zoe');
    advance(30 * 86_400_000);
    const q = value(trading.createCardQuotation(account, cardInput({ currency: 'BTC', nativeAmount: '200.00', paymentMethod: 'apple_pay' })));
    expect(fee(q)).toEqual({ original: '1', actual: '1', waived: '0' });
  });

  it('stable coins pay the lower trading fee', () => {
    const { trading, account } = tradingSandbox('alex');
    expect(fee(value(trading.createFiatWalletQuotation(account, 'USD', 'USDT', '100.00'))).actual).toBe('0.2');
  });

  it('rounds coin amounts down to the lot and refuses amounts that are not whole lots of 10 or more', () => {
    const { trading, account } = tradingSandbox('alex');
    const shib = value(trading.createCoinQuotation(account, { side: 'buy', from: 'ETH', to: 'SHIB', fromAmount: '0.1', toAmount: undefined }));
    expect(new Money(shib.toAmount).modulo(1000).isZero()).toBe(true);
    const refused = trading.createCardQuotation(account, cardInput({ currency: 'SHIB', amount: '1500', paymentMethod: 'apple_pay' }));
    expect(refused).toEqual({ ok: false, error: { code: 'amount_not_multiple_of_lot_size', meta: { lot_size: '1000', currency: 'SHIB' } } });
    const btc = value(trading.createFiatWalletSellQuotation(account, 'BTC', 'USD', '0.012345678'));
    expect(btc.fromAmount).toBe('0.01234567');
  });
});
