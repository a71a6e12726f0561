import type { CurrencyCode } from '../../domain/money/currency';
import { fractionDigitsIn } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import { amountOfInput } from '../../domain/money/amount-input';
import { canDeleteSavedCard } from '../../domain/payment/card-deletion';
import { cashOptions, cryptoWalletOptions, defaultSelectedId, type PaymentOption } from '../../domain/payment/payment-option';
import type { LiveRates } from '../../domain/rates/live-rates';
import { type BuyAmounts, buyAmounts, type BuyPair } from '../../domain/trade/buy-entry';
import { type BuyCheckError, canPressBuy, checkBuy } from '../../domain/trade/buy-checks';
import { estimateFees, type FeeEstimate, methodFees, nominalTradingFee } from '../../domain/trade/fee-estimate';
import { type LevelUpBanner, levelUpBanner } from '../../domain/trade/level-up-banner';
import type { BuyInputs, PayTab } from './buy-inputs';

/** Inputs plus what the domain derives from them; components only read this. */
export interface BuyState extends BuyInputs {
  readonly cashOptions: readonly PaymentOption[];
  readonly cryptoOptions: readonly PaymentOption[];
  /** The Cash options that are credit cards, deletable in edit mode. */
  readonly deletableIds: ReadonlySet<string>;
  /** The selected, selectable option of the active tab. */
  readonly payment: PaymentOption | undefined;
  /** The currencies paid and bought with their decimals; undefined without a coin. */
  readonly pair: BuyPair | undefined;
  /** The currency paid is a coin (the crypto tab): amounts are shown as coins and there are no quick amounts. */
  readonly sourceIsCoin: boolean;
  /** The live rates when they price this pair. */
  readonly pairRate: LiveRates | undefined;
  readonly entered: Dec;
  /** The entered amount and the approximate other side (rounded down). */
  readonly amounts: BuyAmounts;
  readonly error: BuyCheckError | undefined;
  readonly feeEstimate: FeeEstimate | undefined;
  readonly banner: LevelUpBanner;
  readonly canBuy: boolean;
}

/** The key of a pair paid -> bought, for matching rates and transactable amounts to it. */
export const pairKey = (source: CurrencyCode, target: CurrencyCode): string => `${source}/${target}`;

function optionsOf(inputs: BuyInputs): Record<PayTab, readonly PaymentOption[]> {
  const { sources, profile, coin } = inputs;
  const cash = cashOptions({
    savedCards: sources.savedCards,
    fiatWallets: sources.fiatWallets,
    paymentCurrency: profile.nativeCurrency,
    config: profile.config,
    applePay: sources.applePay,
    googlePay: sources.googlePay,
    currencyAccess: profile.access,
    selectedId: inputs.chosen.cash,
  });
  const payable = sources.coinWallets.filter((wallet) => wallet.currency !== coin?.symbol);
  return { cash, crypto: cryptoWalletOptions(payable, inputs.chosen.crypto) };
}

/** The chosen option when it can be selected, else the first selectable one (domain defaultSelectedId). */
function selected(options: readonly PaymentOption[]): PaymentOption | undefined {
  const id = defaultSelectedId(options);
  return options.find((option) => option.id === id && option.canSelect);
}

function pairOf(inputs: BuyInputs, payment: PaymentOption | undefined): BuyPair | undefined {
  const { coin } = inputs;
  if (coin === undefined) return undefined;
  const source = payment?.currency ?? inputs.profile.nativeCurrency;
  return {
    source: { currency: source, decimals: fractionDigitsIn(source, inputs.coins) },
    target: { currency: coin.symbol, decimals: coin.maxFraction },
  };
}

const isWallet = (payment: PaymentOption | undefined): boolean => payment?.payMethod === 'fiat_wallet' || payment?.payMethod === 'crypto_wallet';

export function deriveBuyState(inputs: BuyInputs): BuyState {
  const options = optionsOf(inputs);
  const payment = selected(options[inputs.tab]);
  const pair = pairOf(inputs, payment);
  const key = pair && pairKey(pair.source.currency, pair.target.currency);
  const pairRate = inputs.rate !== undefined && key === pairKey(inputs.rate.fromCurrency, inputs.rate.toCurrency) ? inputs.rate : undefined;
  const entered = amountOfInput(inputs.amountText);
  const amounts = pair === undefined ? { source: undefined, target: undefined } : buyAmounts(pair, pairRate, inputs.entry, entered);
  const transactable = inputs.transactable !== undefined && inputs.transactable.pair === key ? inputs.transactable.amount : undefined;
  const error =
    pair === undefined
      ? undefined
      : checkBuy({
          entry: inputs.entry,
          entered,
          sourceAmount: amounts.source,
          sourceCurrency: pair.source.currency,
          targetCurrency: pair.target.currency,
          method: payment?.payMethod,
          wallet: isWallet(payment) && payment?.balance !== undefined ? { available: payment.balance, transactable } : undefined,
          threshold: pairRate?.threshold,
          lotSize: pairRate?.lotSize,
          weeklyLimits: inputs.sources.weeklyLimits,
        });
  const feeEstimate = feeEstimateOf(inputs, payment, pair, amounts.source);
  const banner = levelUpBanner({
    loading: inputs.fees.loading || inputs.profile.loading,
    isPrimeRegularUser: inputs.profile.isPrimeRegular,
    isSubscribed: inputs.fees.subscribed,
    isBasketTrade: false,
    upsellEligible: inputs.fees.upsellEligible,
    upsellText: inputs.fees.upsellText,
    // Choice: no call reports a plan's fee-free quota, so the quota-reached text is never chosen.
    quotaReached: false,
    tradingFee: feeEstimate?.trading ?? (pair && nominalTradingFee(pair.source.currency, inputs.fees.waiver)),
  });
  const canBuy =
    !inputs.checking &&
    canPressBuy({ hasCoin: inputs.coin !== undefined, hasPayment: payment !== undefined, entered, error, rateMissing: pairRate === undefined });
  const sourceIsCoin = pair !== undefined && inputs.coins.some((c) => c.symbol === pair.source.currency);
  const deletableIds = new Set(
    options.cash
      .filter((option) =>
        canDeleteSavedCard(
          option,
          inputs.sources.savedCards.find((card) => card.id === option.id),
        ),
      )
      .map((option) => option.id),
  );
  return {
    ...inputs,
    cashOptions: options.cash,
    deletableIds,
    cryptoOptions: options.crypto,
    payment,
    pair,
    sourceIsCoin,
    pairRate,
    entered,
    amounts,
    error,
    feeEstimate,
    banner,
    canBuy,
  };
}

function feeEstimateOf(inputs: BuyInputs, payment: PaymentOption | undefined, pair: BuyPair | undefined, paid: Dec | undefined): FeeEstimate | undefined {
  if (payment === undefined || pair === undefined || paid === undefined || !paid.greaterThan(0)) return undefined;
  const funding = inputs.sources.savedCards.find((card) => card.id === payment.id)?.funding;
  const fees = methodFees(payment.payMethod, funding, inputs.fees.serverFees);
  return estimateFees(paid, pair.source.currency, pair.source.decimals, fees, inputs.fees.waiver);
}
