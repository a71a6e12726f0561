import { bench, describe } from 'vitest';
import { deriveBuyState, INITIAL_BUY_INPUTS } from '../../application/trade/buy-state';
import { fiatWalletOption } from '../../application/trade/payment-options';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import { splitFee } from '../../domain/money/fee-split';
import { acceptAmountInput } from '../../domain/trade/amount-input';
import { formatFiat } from '../../domain/format/money-format';

const USD = currencyCode('USD');
const inputs = {
  ...INITIAL_BUY_INPUTS,
  coin: { symbol: currencyCode('BTC'), name: 'Bitcoin', maxFraction: 8 },
  amountText: '1234.56',
  rate: { from: USD, to: currencyCode('BTC'), price: dec('67250.12'), minThreshold: dec('1'), maxThreshold: dec('25000') },
  paymentOptions: [fiatWalletOption({ currency: USD, amount: dec('10000'), state: 'created' })],
  paymentId: 'fiat_wallet:USD',
};

/** Work done on every keystroke in the amount field. */
describe('per keystroke', () => {
  bench('acceptAmountInput', () => {
    acceptAmountInput('1234.5', '1,234.56', 2);
  });
  bench('deriveBuyState', () => {
    deriveBuyState(inputs);
  });
  bench('splitFee', () => {
    splitFee(dec('1234.56'), dec('0.5'), 2);
  });
  bench('formatFiat', () => {
    formatFiat(dec('1234567.891'), USD, 'en-US');
  });
});
