import { checkBasketSell, basketSellMinimum, type BasketSellCheck } from '../../domain/basket/basket-sell-check';
import type { BasketMinimums } from '../../domain/basket/basket-minimums';
import type { BasketBelowMinimum } from '../../domain/basket/basket-sell-amount';
import type { BasketSellPreview } from '../../domain/basket/basket-preview';
import { canSellBasket } from '../../domain/basket/basket-trade-eligibility';
import type { SellPercentageRejection } from '../../domain/basket/sell-percentage-input';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { currencyCode, type CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import { heldCoinsForSale, ownedBasketsForSale } from '../../domain/market/selectable-assets';
import { type LiveRates, usableLotSize } from '../../domain/rates/live-rates';
import type { AmountInputRejection } from '../../domain/money/amount-input';
import type { FiatWallet } from '../../domain/payment/fiat-wallet';
import { type SellAmountError, validateSellAmount } from '../../domain/trade/sell-amount-validation';
import { canSellCoin } from '../../domain/trade/sell-eligibility';
import { initialSellForm, type SellFormState } from '../../domain/trade/sell-form';
import { cashTargets, cryptoTargets, type SellTargetOption } from '../../domain/trade/sell-targets';
import type { CoinWallet } from '../ports/account-port';
import type { BasketListing, BasketTransaction, Expiring } from '../ports/baskets-port';
import type { CoinInfo } from '../ports/coins-port';
import type { TradeQuotation, TradeReceipt } from '../ports/trading-port';
import type { ConfirmState } from './quote-confirmation';
import type { WalletSetupStep } from './sell-wallet-setup';

export type BasketSellQuote = Expiring<BasketSellPreview>;

/** How the last sell ended: coins sold, a basket sale placed, or the failure modal's text. */
export type SellOutcome =
  | { readonly kind: 'coin_sold'; readonly receipt: TradeReceipt }
  | { readonly kind: 'basket_sold'; readonly transaction: BasketTransaction; readonly basketName: string }
  | { readonly kind: 'failure'; readonly basket: boolean; readonly notice: ErrorNotice };

/** Everything the Sell tab was told or chose. */
export interface SellInputs {
  readonly native: CurrencyCode;
  /** The customer's coin wallets; undefined until loaded. */
  readonly coinWallets: readonly CoinWallet[] | undefined;
  readonly fiatWallets: readonly FiatWallet[];
  /** Owned baskets; undefined until loaded ([] when the basket product is off). */
  readonly baskets: readonly BasketListing[] | undefined;
  readonly form: SellFormState;
  /** The coin list's description of the coin sold: precision, lot size, features. */
  readonly sourceCoin: CoinInfo | undefined;
  /** Coins to receive, as last searched. */
  readonly targetCoins: readonly CoinInfo[];
  readonly targetSearch: string;
  readonly rates: LiveRates | undefined;
  readonly amountText: string;
  readonly rejection: AmountInputRejection | undefined;
  readonly percentageRejection: SellPercentageRejection | undefined;
  readonly minimums: BasketMinimums | undefined;
  /** Native currency per one USD, for the basket minimum; undefined when not known. */
  readonly nativePerUsd: Dec | undefined;
  /** The pre-quote check is running. */
  readonly checking: boolean;
  /** A failure shown beside the amount (insufficient balance). */
  readonly inlineNotice: ErrorNotice | undefined;
  /** The below-minimum answer of the last basket preview. */
  readonly previewMinimum: BasketBelowMinimum | undefined;
  readonly coinConfirm: ConfirmState<TradeQuotation>;
  readonly basketConfirm: ConfirmState<BasketSellQuote>;
  readonly outcome: SellOutcome | undefined;
  readonly walletSetup: WalletSetupStep | undefined;
}

/** Inputs plus what the domain derives from them; the Sell tab only reads this. */
export interface SellState extends SellInputs {
  /** Holdings are not known yet. */
  readonly loading: boolean;
  /** Nothing to sell: the empty state (spec 000 §2). */
  readonly empty: boolean;
  /** The coins held, largest value first. */
  readonly coinSources: readonly CoinWallet[];
  readonly basketSources: readonly BasketListing[];
  readonly cashTargets: readonly SellTargetOption[];
  readonly cryptoTargets: readonly SellTargetOption[];
  /** The chosen target as a receive-in option (with its setup flag). */
  readonly target: SellTargetOption | undefined;
  /** The chosen basket. */
  readonly basket: BasketListing | undefined;
  readonly amountError: SellAmountError | undefined;
  readonly basketCheck: BasketSellCheck;
  /** The below-minimum error shown for the basket: the client's check, else the preview's answer. */
  readonly basketError: BasketBelowMinimum | undefined;
  readonly canSell: boolean;
}

export const INITIAL_SELL_INPUTS: SellInputs = {
  native: currencyCode('USD'),
  coinWallets: undefined,
  fiatWallets: [],
  baskets: undefined,
  form: initialSellForm(),
  sourceCoin: undefined,
  targetCoins: [],
  targetSearch: '',
  rates: undefined,
  amountText: '',
  rejection: undefined,
  percentageRejection: undefined,
  minimums: undefined,
  nativePerUsd: undefined,
  checking: false,
  inlineNotice: undefined,
  previewMinimum: undefined,
  coinConfirm: { phase: 'closed' },
  basketConfirm: { phase: 'closed' },
  outcome: undefined,
  walletSetup: undefined,
};

/** The coin being sold, with what validation needs; undefined unless a coin source and its description are there. */
function coinSource(inputs: SellInputs) {
  const { source } = inputs.form;
  if (source?.kind !== 'coin' || inputs.sourceCoin?.symbol !== source.currency) return undefined;
  return { currency: source.currency, balance: source.balance, lotSize: usableLotSize(inputs.sourceCoin.lotSize) };
}

function coinAmountError(inputs: SellInputs, target: SellTargetOption | undefined): SellAmountError | undefined {
  const source = coinSource(inputs);
  if (source === undefined || target === undefined) return undefined;
  const checked = validateSellAmount({
    source,
    target: { currency: target.currency, isFiat: target.payMethod === 'fiat_wallet' },
    fromAmount: inputs.form.fromAmount,
    toAmount: inputs.form.toAmount,
    limits: inputs.rates?.threshold,
  });
  return checked.ok ? undefined : checked.error;
}

export function deriveSellState(inputs: SellInputs): SellState {
  const { form } = inputs;
  const coinSources = heldCoinsForSale((inputs.coinWallets ?? []).map((w) => ({ ...w, symbol: w.currency, nativeValue: w.nativeAvailable })));
  const basketSources = ownedBasketsForSale(inputs.baskets ?? []);
  const loading = inputs.coinWallets === undefined || inputs.baskets === undefined;
  const cash = cashTargets(inputs.fiatWallets, inputs.native);
  const crypto = cryptoTargets(
    inputs.targetCoins.map((c) => ({ symbol: c.symbol, name: c.name, maxFraction: c.maxFraction, exchange: c.features.exchange })),
    form.source?.kind === 'coin' ? form.source.currency : undefined,
  );
  const target =
    form.target === undefined
      ? undefined
      : ([...cash, ...crypto].find((o) => o.id === form.target?.id) ?? { ...form.target, needsSetup: false, balance: undefined, name: undefined });
  const source = form.source;
  const basket = source?.kind === 'basket' ? basketSources.find((b) => b.id === source.basketId) : undefined;
  const minimum =
    inputs.minimums !== undefined && inputs.nativePerUsd !== undefined
      ? { amount: basketSellMinimum(inputs.minimums, inputs.nativePerUsd, inputs.native), currency: inputs.native }
      : undefined;
  const basketCheck = basket === undefined ? { amount: undefined, error: undefined } : checkBasketSell(form.basketPercentage, basket.balance, minimum);
  const basketError = basketCheck.error ?? inputs.previewMinimum;
  const amountError = coinAmountError(inputs, target);
  const idle = !inputs.checking && inputs.coinConfirm.phase === 'closed' && inputs.basketConfirm.phase === 'closed';
  const cashTarget = target?.payMethod === 'fiat_wallet';
  const canSell =
    idle &&
    (source?.kind === 'basket'
      ? cashTarget && canSellBasket({ hasBasket: basket !== undefined, percentage: form.basketPercentage, hasError: basketError !== undefined })
      : canSellCoin({
          hasQuotation: inputs.rates !== undefined && coinSource(inputs) !== undefined,
          hasSource: source !== undefined,
          hasTarget: target !== undefined,
          amount: form.fromAmount,
          hasError: amountError !== undefined || inputs.inlineNotice !== undefined,
          targetIsFiat: cashTarget,
          hasSelectedCashOption: cash.some((o) => o.id === target?.id),
        }));
  return {
    ...inputs,
    loading,
    empty: !loading && coinSources.length === 0 && basketSources.length === 0,
    coinSources,
    basketSources,
    cashTargets: cash,
    cryptoTargets: crypto,
    target,
    basket,
    amountError,
    basketCheck,
    basketError,
    canSell,
  };
}
