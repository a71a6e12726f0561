import type { Basket } from '../../domain/basket/basket';
import { type BasketBuyAmountError, knownPerUsd, validateBasketBuyAmount } from '../../domain/basket/basket-buy-amount';
import { type BasketBuyEstimate, estimateBasketBuy } from '../../domain/basket/basket-buy-estimate';
import { canConfirmBasketTrade, canBuyBasket } from '../../domain/basket/basket-trade-eligibility';
import { hintMinimumUsd } from '../../domain/basket/basket-minimums';
import { basketPaymentOptions } from '../../domain/basket/basket-payment-options';
import { ownedBasketNote, type OwnedBasketNote } from '../../domain/basket/owned-basket-note';
import { REBALANCING_INTERVALS, type RebalancingInterval } from '../../domain/basket/rebalancing-interval';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { currencyCode, type CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import { amountOfInput } from '../../domain/money/amount-input';
import type { ApplePayEnvironment, GooglePayEnvironment, PurchaseConfig } from '../../domain/payment/pay-method';
import type { PaymentOption } from '../../domain/payment/payment-option';
import type { AmountInputRejection } from '../../domain/money/amount-input';
import type { BasketListing, BasketOffer, BasketPurchasingInfo, BasketTransaction, Expiring } from '../ports/baskets-port';
import type { BasketPayMethod } from '../../domain/basket/basket-payment-options';
import type { FiatWallet } from '../../domain/payment/fiat-wallet';
import type { BasketBuyPreview } from '../../domain/basket/basket-preview';
import type { ConfirmState } from './quote-confirmation';

export type BasketPreviewQuote = Expiring<BasketBuyPreview>;

export type BasketBuyOutcome =
  | { readonly kind: 'success'; readonly transaction: BasketTransaction; readonly preview: BasketPreviewQuote }
  /** Paid, still completing: the customer is told it is on its way. */
  | { readonly kind: 'pending'; readonly preview: BasketPreviewQuote }
  | { readonly kind: 'failure'; readonly notice: ErrorNotice };

/** The owned basket's rebalancing being changed from the note. */
export interface RebalancingEdit {
  readonly choice: RebalancingInterval;
  readonly saving: boolean;
}

/** What the customer's browser and configuration allow besides the exchange's list. */
export interface PaymentEnvironment {
  readonly config: PurchaseConfig;
  readonly applePay: ApplePayEnvironment;
  readonly googlePay: GooglePayEnvironment;
  readonly paymentCurrency: CurrencyCode;
}

/** Everything the basket buy form knows and the customer chose. */
export interface BasketBuyInputs {
  /** The basket asked for: an offer id, or an owned basket's id. */
  readonly requestedId: string | undefined;
  readonly load: 'idle' | 'loading' | 'ready' | 'failed';
  readonly offer: BasketOffer | undefined;
  /** The customer's basket of this offer, when they hold one. */
  readonly owned: BasketListing | undefined;
  readonly info: BasketPurchasingInfo | undefined;
  readonly methods: readonly BasketPayMethod[];
  readonly environment: PaymentEnvironment | undefined;
  readonly paymentId: string | undefined;
  readonly amountText: string;
  readonly rejection: AmountInputRejection | undefined;
  readonly interval: RebalancingInterval;
  /** What the last preview refused about the amount (below minimum, not enough balance); cleared by typing. */
  readonly serverAmountError: BasketBuyAmountError | undefined;
  readonly serverNotice: ErrorNotice | undefined;
  readonly termsAccepted: boolean;
  /** The device check before a card-scheme purchase is running. */
  readonly checking: boolean;
  readonly confirm: ConfirmState<BasketPreviewQuote>;
  readonly outcome: BasketBuyOutcome | undefined;
  /** The 'basket delisted' warning dialog is open. */
  readonly delisted: boolean;
  readonly rebalancingEdit: RebalancingEdit | undefined;
}

/** Inputs plus what the domain derives; components only read this. */
export interface BasketBuyState extends BasketBuyInputs {
  readonly basket: Basket | undefined;
  readonly options: readonly PaymentOption[];
  readonly payment: PaymentOption | undefined;
  readonly currency: CurrencyCode;
  readonly amount: Dec;
  readonly amountError: BasketBuyAmountError | undefined;
  readonly estimate: BasketBuyEstimate | undefined;
  /** The minimum the hint shows before typing, in USD. */
  readonly hintMinimum: Dec | undefined;
  readonly intervals: readonly RebalancingInterval[];
  readonly note: OwnedBasketNote | undefined;
  readonly canBuy: boolean;
  readonly canConfirm: boolean;
}

const USD = currencyCode('USD');

export const INITIAL_BASKET_BUY: BasketBuyInputs = {
  requestedId: undefined,
  load: 'idle',
  offer: undefined,
  owned: undefined,
  info: undefined,
  methods: [],
  environment: undefined,
  paymentId: undefined,
  amountText: '',
  rejection: undefined,
  interval: 'never',
  serverAmountError: undefined,
  serverNotice: undefined,
  termsAccepted: false,
  checking: false,
  confirm: { phase: 'closed' },
  outcome: undefined,
  delisted: false,
  rebalancingEdit: undefined,
};

/** The fee a card-scheme method adds, when the exchange names it for that method (Apple Pay, Google Pay). */
function cardFeeOf(info: BasketPurchasingInfo | undefined, payment: PaymentOption | undefined): Dec | undefined {
  if (payment === undefined || (payment.payMethod !== 'apple_pay' && payment.payMethod !== 'google_pay')) return undefined;
  return info?.cardFees.find((fee) => fee.paymentMethod === payment.payMethod)?.percentage;
}

/**
 * Derives the form from its inputs. Choice: a saved card's processing fee depends on whether it
 * is a credit or a debit card, which the basket payment methods do not say, so the form estimates
 * only the fees it knows exactly and the confirmation states every fee the preview charges.
 */
export function deriveBasketBuyState(inputs: BasketBuyInputs): BasketBuyState {
  const options = inputs.environment === undefined ? [] : basketPaymentOptions(inputs.methods, { ...inputs.environment, selectedId: inputs.paymentId });
  const payment = options.find((option) => option.isSelected);
  const currency = payment?.currency ?? inputs.environment?.paymentCurrency ?? USD;
  const amount = amountOfInput(inputs.amountText);
  const validation = validateBasketBuyAmount(amount, {
    currency,
    minimums: inputs.info?.minimums,
    perUsd: knownPerUsd(currency),
    available: payment?.payMethod === 'fiat_wallet' ? payment.balance : undefined,
  });
  const amountError = validation.ok ? inputs.serverAmountError : validation.error;
  const basket = inputs.owned ?? inputs.offer;
  const hasError = amountError !== undefined || inputs.serverNotice !== undefined || payment === undefined || inputs.load !== 'ready';
  const canBuy = canBuyBasket({ amount: inputs.amountText === '' ? undefined : amount, hasError });
  const allowed = inputs.info?.rebalancingIntervals ?? REBALANCING_INTERVALS;
  return {
    ...inputs,
    basket,
    options,
    payment,
    currency,
    amount,
    amountError,
    estimate: amount.greaterThan(0) ? estimateBasketBuy(amount, currency, inputs.info?.fee, cardFeeOf(inputs.info, payment)) : undefined,
    hintMinimum: hintMinimumUsd(inputs.info?.minimums, 'buy'),
    intervals: REBALANCING_INTERVALS.filter((interval) => allowed.includes(interval)),
    note: inputs.owned === undefined ? undefined : ownedBasketNote(inputs.owned),
    canBuy,
    canConfirm: canConfirmBasketTrade({
      hasPreview: inputs.confirm.phase === 'open' && inputs.confirm.quote !== undefined,
      termsAccepted: inputs.termsAccepted,
      submitting: inputs.confirm.phase === 'open' && inputs.confirm.submitting,
    }),
  };
}

/**
 * The cash account's balance as the account data has it (read again after every money movement),
 * in place of the one the payment methods carried when the basket was opened: the form's
 * "available" never lags behind a purchase just made.
 */
export function withCashBalances(inputs: BasketBuyInputs, fiat: readonly FiatWallet[] | undefined): BasketBuyInputs {
  if (fiat === undefined || !inputs.methods.some((m) => m.paymentMethod === 'fiat_wallet')) return inputs;
  const methods = inputs.methods.map((m) => {
    const wallet = m.paymentMethod === 'fiat_wallet' ? fiat.find((w) => w.currency === m.currency) : undefined;
    return wallet === undefined || wallet.amount.equals(m.balance ?? -1) ? m : { ...m, balance: wallet.amount };
  });
  return methods.every((m, i) => m === inputs.methods[i]) ? inputs : { ...inputs, methods };
}
