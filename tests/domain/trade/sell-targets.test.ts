import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { cashTargets, cryptoTargets } from '../../../domain/trade/sell-targets';

const USD = currencyCode('USD');
const wallet = (currency: string, amount: string, state = 'created') => ({ currency: currencyCode(currency), amount: dec(amount), state });

describe('receive-in options of the Sell tab (spec 000 §2, §4)', () => {
  it('Cash lists every cash account, the native one first, flagging those not set up', () => {
    const options = cashTargets([wallet('EUR', '0', 'not_created'), wallet('USD', '10.5'), wallet('JPY', '100')], USD);
    expect(options.map((o) => [o.id, o.decimals, o.needsSetup, o.balance?.toFixed()])).toEqual([
      ['fiat_wallet:USD', 2, false, '10.5'],
      ['fiat_wallet:EUR', 2, true, undefined],
      ['fiat_wallet:JPY', 0, false, '100'],
    ]);
    expect(options.every((o) => o.payMethod === 'fiat_wallet')).toBe(true);
  });

  it('lists the native account to set up when the customer has none', () => {
    expect(cashTargets([], USD).map((o) => [o.id, o.needsSetup])).toEqual([['fiat_wallet:USD', true]]);
  });

  it('Crypto lists exchange-capable coins except the one sold', () => {
    const coins = [
      { symbol: currencyCode('BTC'), name: 'Bitcoin', maxFraction: 8, exchange: true },
      { symbol: currencyCode('ETH'), name: 'Ethereum', maxFraction: 8, exchange: true },
      { symbol: currencyCode('LEO'), name: 'UNUS SED LEO', maxFraction: 6, exchange: false },
      { symbol: currencyCode('USDC'), name: 'USD Coin', maxFraction: 6, exchange: true },
    ];
    expect(cryptoTargets(coins, currencyCode('BTC')).map((o) => [o.id, o.decimals, o.name])).toEqual([
      ['crypto_wallet:ETH', 8, 'Ethereum'],
      ['crypto_wallet:USDC', 6, 'USD Coin'],
    ]);
  });
});
