import { describe, expect, it } from 'vitest';
import { Money } from '../../../domain/money/decimal';
import { tierFor } from '../../../domain/rates/live-rates';
import { currencyCode } from '../../../domain/money/currency';
import { refusal, tradingSandbox, value } from '../../support/trading-sandbox';

describe('sandbox live rates (spec 000 §3, §6, §7)', () => {
  it('prices a fiat -> coin buy above the mid price, cheaper per coin for larger amounts, in both input currencies', () => {
    const { trading, account, exchange, now } = tradingSandbox('alex');
    const rates = value(trading.liveRates(account, 'USD', 'BTC'));
    expect(rates).toMatchObject({ fromCurrency: 'USD', toCurrency: 'BTC', keyCurrency: 'BTC' });
    expect(rates.rates.map((r) => r.inputCurrency)).toEqual(['USD', 'BTC']);
    const usd = rates.rates[0]?.tiers ?? [];
    expect(usd.map((t) => t.amount.toFixed())).toEqual(['0', '1000', '10000']);
    expect(usd[0]?.rate.greaterThan(usd[1]?.rate ?? 0) && usd[1]?.rate.greaterThan(usd[2]?.rate ?? 0)).toBe(true);
    const btc = exchange.market.coin('BTC');
    if (btc === undefined) throw new Error('no BTC');
    expect(usd[2]?.rate.greaterThan(exchange.market.priceAt(btc, now()))).toBe(true);
    expect([rates.threshold.min?.toFixed(2), rates.threshold.max?.toFixed(2)]).toEqual(['1.00', '25000.00']);
  });

  it('prices a coin -> fiat sell below the mid price, better for larger amounts', () => {
    const { trading, account, exchange, now } = tradingSandbox('alex');
    const rates = value(trading.liveRates(account, 'BTC', 'USD'));
    const tiers = rates.rates.find((r) => r.inputCurrency === 'USD')?.tiers ?? [];
    const btc = exchange.market.coin('BTC');
    if (btc === undefined) throw new Error('no BTC');
    expect(tiers[0]?.rate.lessThan(exchange.market.priceAt(btc, now()))).toBe(true);
    expect(tiers[2]?.rate.greaterThan(tiers[0]?.rate ?? 0)).toBe(true);
    expect(rates.keyCurrency).toBe('BTC');
  });

  it('prices a coin -> coin pair in the paying coin per coin bought, with the bought coin lot size', () => {
    const { trading, account } = tradingSandbox('alex');
    const rates = value(trading.liveRates(account, 'ETH', 'SHIB'));
    expect(rates).toMatchObject({ keyCurrency: 'SHIB' });
    expect(rates.lotSize?.toFixed()).toBe('1000');
    const rate = tierFor(rates, currencyCode('ETH'), new Money('0.1'))?.rate;
    expect(rate?.greaterThan(0)).toBe(true);
    expect(rate?.precision(true)).toBeGreaterThanOrEqual(8);
  });

  it('gives Prime regular users who send the transaction type better tiers, and nobody else', () => {
    const priya = tradingSandbox('priya');
    const prime = value(priya.trading.liveRates(priya.account, 'USD', 'BTC', 'prime')).rates[0]?.tiers[0]?.rate;
    const regular = value(priya.trading.liveRates(priya.account, 'USD', 'BTC')).rates[0]?.tiers[0]?.rate;
    expect(prime?.lessThan(regular ?? 0)).toBe(true);
    const alex = tradingSandbox('alex');
    expect(value(alex.trading.liveRates(alex.account, 'USD', 'BTC', 'prime')).rates[0]?.tiers[0]?.rate.eq(regular ?? 0)).toBe(true);
  });

  it('prices tiny coins with significant digits and other fiats at the market reference rates', () => {
    const { trading, account } = tradingSandbox('alex');
    expect(value(trading.liveRates(account, 'USD', 'SATS')).rates[0]?.tiers[0]?.rate.greaterThan(0)).toBe(true);
    const usd = value(trading.liveRates(account, 'USD', 'ETH')).rates[0]?.tiers[0]?.rate ?? new Money(0);
    const gbp = value(trading.liveRates(account, 'GBP', 'ETH')).rates[0]?.tiers[0]?.rate ?? new Money(0);
    expect(gbp.lessThan(usd)).toBe(true);
  });

  it('refuses pairs that are not coin pairs of listed coins', () => {
    const { trading, account } = tradingSandbox('alex');
    for (const [from, to] of [
      ['USD', 'NOPE'],
      ['USD', 'GBP'],
      ['BTC', 'BTC'],
      ['USD', 'LUNC'],
    ] as const) {
      expect(refusal(trading.liveRates(account, from, to)), `${from}/${to}`).toBe('trading_pair_not_supported');
    }
  });

  it('answers the transactable amount from the wallet (0 from a wallet not set up) and the trading fees by stable-coin flag', () => {
    const alex = tradingSandbox('alex');
    expect(value(alex.trading.transactableAmount(alex.account, 'USD', 'BTC')).toFixed(2)).toBe('10000.00');
    expect(value(alex.trading.transactableAmount(alex.account, 'ETH', 'BTC')).toFixed()).toBe('1.2');
    const sam = tradingSandbox('sam');
    expect(value(sam.trading.transactableAmount(sam.account, 'USD', 'BTC')).toFixed()).toBe('0');
    expect(refusal(alex.trading.transactableAmount(alex.account, 'USD', 'NOPE'))).toBe('trading_pair_not_supported');
    const fees = (stable: boolean) => Object.fromEntries(alex.trading.tradingFees(stable).map((f) => [f.paymentMethod, f.percentage.toFixed(2)]));
    expect(fees(false)).toEqual({
      fiat_wallet: '0.50',
      crypto_wallet: '0.50',
      credit_card: '3.99',
      debit_card: '1.49',
      apple_pay: '1.49',
      google_pay: '1.49',
      pay_pal: '1.99',
    });
    expect(fees(true)).toMatchObject({ fiat_wallet: '0.20', crypto_wallet: '0.20', credit_card: '3.99' });
  });

  it('lists the payment methods a coin can be bought and sold with, following its features, with the weekly limits', () => {
    const wendy = tradingSandbox('wendy');
    const buy = value(wendy.trading.paymentMethods(wendy.account, 'BTC', 'buy', 'one_time'));
    expect(buy.methods.map((m) => [m.method, m.enabled])).toEqual([
      ['fiat_wallet', true],
      ['credit_card', true],
      ['apple_pay', true],
      ['google_pay', true],
      ['crypto_wallet', false],
    ]);
    expect(buy.weeklyLimits.creditCard?.currentAmount.toFixed(2)).toBe('4900.00');
    const leo = value(wendy.trading.paymentMethods(wendy.account, 'LEO', 'buy', 'one_time'));
    expect(leo.methods.filter((m) => m.enabled).map((m) => m.method)).toEqual([]);
    const hmstr = value(wendy.trading.paymentMethods(wendy.account, 'HMSTR', 'sell', 'one_time'));
    expect(hmstr.methods.map((m) => [m.method, m.enabled])).toEqual([
      ['fiat_wallet', true],
      ['crypto_wallet', true],
    ]);
    expect(refusal(wendy.trading.paymentMethods(wendy.account, 'BTC', 'buy', 'recurring'))).toBe('invalid_parameter');
    expect(refusal(wendy.trading.paymentMethods(wendy.account, 'USD', 'buy', 'one_time'))).toBe('trading_pair_not_supported');
  });
});
