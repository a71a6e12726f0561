import { bench, describe } from 'vitest';
import { deriveBuyState, INITIAL_BUY_INPUTS } from '../../application/trade/buy-state';
import { walletOption } from '../../domain/payment/payment-option';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';

const USD = currencyCode('USD');
const inputs = {
  ...INITIAL_BUY_INPUTS,
  coin: { symbol: currencyCode('BTC'), name: 'Bitcoin', maxFraction: 8 },
  amountText: '1234.56',
  rate: {
    fromCurrency: USD,
    toCurrency: currencyCode('BTC'),
    keyCurrency: currencyCode('BTC'),
    lotSize: undefined,
    threshold: { min: dec('1'), max: dec('25000') },
    rates: [{ inputCurrency: USD, tiers: [{ amount: dec('0'), rate: dec('67250.12') }, { amount: dec('1000'), rate: dec('67216.50') }] }],
  },
  paymentOptions: [walletOption({ currency: USD, amount: dec('10000'), state: 'created' })],
  paymentId: 'fiat_wallet:USD',
};

/** Everything the Buy widget derives on each keystroke. */
describe('buy state per keystroke', () => {
  bench('deriveBuyState', () => {
    deriveBuyState(inputs);
  });
});
