import { currencyCode, type CurrencyCode } from '../../domain/money/currency';
import { type Dec } from '../../domain/money/decimal';
import { amountOfInput } from '../../domain/money/parse-amount';
import { type AmountInputRejection } from '../../domain/trade/amount-input';
import { type BuyAmountError, canBuyCoin, validateBuyAmount } from '../../domain/trade/buy-amount-validation';
import { approximateCoinForFiat } from '../../domain/rates/approximate-conversion';
import { type LiveRates } from '../../domain/rates/live-rates';
import { type ErrorNotice } from '../../domain/errors/error-presentation';
import { type ApiError } from '../ports/api-error';
import { type Coin, type TradeQuotation, type TradeReceipt } from '../ports/trading-port';
import { type ConfirmState } from './quote-confirmation';
import { type PaymentOption } from '../../domain/payment/payment-option';

export type TradeOutcome =
  | { readonly kind: 'success'; readonly receipt: TradeReceipt }
  | { readonly kind: 'failure'; readonly stage: 'quote' | 'confirm'; readonly error: ApiError; readonly notice: ErrorNotice };

/** Everything the customer chose in the Buy widget. */
export interface BuyInputs {
  readonly coins: readonly Coin[];
  readonly coin: Coin | undefined;
  readonly fiat: CurrencyCode;
  readonly amountText: string;
  readonly rejection: AmountInputRejection | undefined;
  readonly rate: LiveRates | undefined;
  readonly paymentOptions: readonly PaymentOption[];
  readonly paymentId: string | undefined;
  readonly confirm: ConfirmState<TradeQuotation>;
  readonly outcome: TradeOutcome | undefined;
}

/** Inputs plus what the domain derives from them; components only read this. */
export interface BuyState extends BuyInputs {
  readonly amount: Dec;
  readonly payment: PaymentOption | undefined;
  readonly amountError: BuyAmountError | undefined;
  /** Approximate coins for the entered fiat at the live rate's tier, before fees (rounded down). */
  readonly approxCoinAmount: Dec | undefined;
  readonly canBuy: boolean;
}

/** Default native currency and coin (spec 000 §9). */
export const DEFAULT_FIAT = currencyCode('USD');
export const DEFAULT_COIN = currencyCode('BTC');

export const INITIAL_BUY_INPUTS: BuyInputs = {
  coins: [],
  coin: undefined,
  fiat: DEFAULT_FIAT,
  amountText: '',
  rejection: undefined,
  rate: undefined,
  paymentOptions: [],
  paymentId: undefined,
  confirm: { phase: 'closed' },
  outcome: undefined,
};

export function deriveBuyState(inputs: BuyInputs): BuyState {
  const amount = amountOfInput(inputs.amountText);
  const payment = inputs.paymentOptions.find((option) => option.id === inputs.paymentId && option.canSelect);
  const validation = validateBuyAmount(amount, {
    currency: inputs.fiat,
    available: payment?.balance,
    minThreshold: inputs.rate?.threshold.min,
    maxThreshold: inputs.rate?.threshold.max,
  });
  const amountError = validation.ok ? undefined : validation.error;
  const approxCoinAmount =
    inputs.rate !== undefined && inputs.coin !== undefined && amount.greaterThan(0)
      ? approximateCoinForFiat(inputs.rate, inputs.fiat, amount, inputs.coin)
      : undefined;
  const canBuy = canBuyCoin({
    hasSource: payment !== undefined,
    hasTarget: inputs.coin !== undefined,
    hasPaymentOption: payment !== undefined,
    amount,
    hasError: amountError !== undefined || inputs.rate === undefined,
  });
  return { ...inputs, amount, payment, amountError, approxCoinAmount, canBuy };
}
