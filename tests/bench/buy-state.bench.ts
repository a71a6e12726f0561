import { bench, describe } from 'vitest';
import { type BuyInputs, INITIAL_BUY_INPUTS } from '../../application/trade/buy-inputs';
import { deriveBuyState } from '../../application/trade/buy-state';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';

const USD = currencyCode('USD');
const inputs: BuyInputs = {
  ...INITIAL_BUY_INPUTS,
  coin: { symbol: currencyCode('BTC'), name: 'Bitcoin', maxFraction: 8 },
  amountText: '1234.56',
  rate: {
    fromCurrency: USD,
    toCurrency: currencyCode('BTC'),
    keyCurrency: currencyCode('BTC'),
    lotSize: undefined,
    threshold: { min: dec('1'), max: dec('25000') },
    rates: [
      {
        inputCurrency: USD,
        tiers: [
          { amount: dec('0'), rate: dec('67250.12') },
          { amount: dec('1000'), rate: dec('67216.50') },
        ],
      },
    ],
  },
  sources: { ...INITIAL_BUY_INPUTS.sources, fiatWallets: [{ currency: USD, amount: dec('10000'), state: 'created' }] },
};

/** Everything the Buy widget derives on each keystroke. */
describe('buy state per keystroke', () => {
  bench('deriveBuyState', () => {
    deriveBuyState(inputs);
  });
});
