import { bench, describe } from 'vitest';
import { deriveBuyState, INITIAL_BUY_INPUTS } from '../../application/trade/buy-state';
import { fiatWalletOption } from '../../application/trade/payment-options';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';

const USD = currencyCode('USD');
const inputs = {
  ...INITIAL_BUY_INPUTS,
  coin: { symbol: currencyCode('BTC'), name: 'Bitcoin', maxFraction: 8 },
  amountText: '1234.56',
  rate: { from: USD, to: currencyCode('BTC'), price: dec('67250.12'), minThreshold: dec('1'), maxThreshold: dec('25000') },
  paymentOptions: [fiatWalletOption({ currency: USD, amount: dec('10000'), state: 'created' })],
  paymentId: 'fiat_wallet:USD',
};

/** Everything the Buy widget derives on each keystroke. */
describe('buy state per keystroke', () => {
  bench('deriveBuyState', () => {
    deriveBuyState(inputs);
  });
});
