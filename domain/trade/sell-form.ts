import type { CurrencyCode } from '../money/currency';
import { type Dec, ZERO } from '../money/decimal';
import { roundDownToLot } from '../money/lot-size';
import type { PayMethod } from '../payment/pay-method';
import { coinsForFiat, fiatForCoins } from './conversion';

export type SellAssetType = 'coin' | 'basket';

/** What is sold: a coin wallet (with its precision and, when the pair has one, its lot size) or an owned basket. */
export type SellSource =
  | { readonly kind: 'coin'; readonly currency: CurrencyCode; readonly balance: Dec; readonly decimals: number; readonly lotSize?: Dec }
  | { readonly kind: 'basket'; readonly basketId: string; readonly balance: Dec };

/** A receive-in option (Cash or crypto tab) with the precision of its currency. */
export interface SellTarget {
  readonly id: string;
  readonly payMethod: PayMethod;
  readonly currency: CurrencyCode;
  readonly decimals: number;
}

export type AmountSide = 'from' | 'to';

/** The Sell tab's form (spec 000 §4, "Sell"). `rate` is target units per one source unit. */
export interface SellFormState {
  readonly assetType: SellAssetType;
  readonly source: SellSource | undefined;
  readonly target: SellTarget | undefined;
  readonly rate: Dec | undefined;
  /** The side the customer typed; the other side is derived from it. */
  readonly enteredSide: AmountSide | undefined;
  readonly fromAmount: Dec;
  readonly toAmount: Dec;
  /** The basket sell percentage as accepted by the percentage input. */
  readonly basketPercentage: string;
}

export type SellFormEvent =
  | { readonly type: 'switch_asset_type'; readonly assetType: SellAssetType; readonly targetOptions: readonly SellTarget[] }
  | { readonly type: 'select_source'; readonly source: SellSource }
  | { readonly type: 'select_target'; readonly target: SellTarget }
  | { readonly type: 'rate_changed'; readonly rate: Dec }
  | { readonly type: 'enter_amount'; readonly side: AmountSide; readonly amount: Dec }
  | { readonly type: 'set_basket_percentage'; readonly value: string }
  | { readonly type: 'sell_completed'; readonly inModal: boolean };

/** Spec 000 §4: a basket's sell percentage is 100 when it is selected. */
export const FULL_BASKET_PERCENTAGE = '100';

export const initialSellForm = (assetType: SellAssetType = 'coin'): SellFormState => ({
  assetType,
  source: undefined,
  target: undefined,
  rate: undefined,
  enteredSide: undefined,
  fromAmount: ZERO,
  toAmount: ZERO,
  basketPercentage: FULL_BASKET_PERCENTAGE,
});

const cleared = (state: SellFormState): SellFormState => ({ ...state, enteredSide: undefined, fromAmount: ZERO, toAmount: ZERO });

/**
 * Spec 000 §4, §5: the other side is recalculated from the entered one with the conversions,
 * rounding down to the other side's precision (the coin side to its lot size too, when it has
 * one). Without a rate, a coin source or a target the other side is 0.
 */
function recalculated(state: SellFormState, side: AmountSide, amount: Dec): SellFormState {
  const { source, target, rate } = state;
  const convertible = source?.kind === 'coin' && target !== undefined && rate !== undefined && rate.greaterThan(0);
  if (side === 'from') {
    const to = convertible ? fiatForCoins(amount, rate, target.decimals) : ZERO;
    return { ...state, enteredSide: side, fromAmount: amount, toAmount: to };
  }
  const coins = convertible ? coinsForFiat(amount, rate, source.decimals) : ZERO;
  const from = convertible && source.lotSize !== undefined ? roundDownToLot(coins, source.lotSize) : coins;
  return { ...state, enteredSide: side, fromAmount: from, toAmount: amount };
}

const enteredAmount = (state: SellFormState): Dec => (state.enteredSide === 'to' ? state.toAmount : state.fromAmount);

/**
 * Whether the form sells everything: a basket at 100 %, or a coin amount at or above a positive
 * balance.
 */
export function isFullSell(state: SellFormState): boolean {
  const { source } = state;
  if (source === undefined) return false;
  if (source.kind === 'basket') return state.basketPercentage === FULL_BASKET_PERCENTAGE;
  return source.balance.greaterThan(0) && state.fromAmount.greaterThanOrEqualTo(source.balance);
}

/**
 * The Sell form as a pure reducer (spec 000 §4). Switching the asset type resets the target to the
 * first crypto-wallet option; selecting a basket sets its percentage to 100; after a full sell
 * outside a modal the selection clears.
 * Choices: switching to the type already shown changes nothing; switching clears the source and
 * the amounts too (a coin is no basket); a new source or target drops the old rate; a new source
 * clears the amounts, a new target keeps the entered side and zeroes the other until a rate
 * comes; a basket source ignores typed amounts (it sells by percentage); every completed sell
 * clears the amounts.
 */
export function stepSellForm(state: SellFormState, event: SellFormEvent): SellFormState {
  switch (event.type) {
    case 'switch_asset_type': {
      if (event.assetType === state.assetType) return state;
      const target = event.targetOptions.find((option) => option.payMethod === 'crypto_wallet');
      return { ...initialSellForm(event.assetType), target };
    }
    case 'select_source':
      return {
        ...cleared(state),
        source: event.source,
        rate: undefined,
        basketPercentage: event.source.kind === 'basket' ? FULL_BASKET_PERCENTAGE : state.basketPercentage,
      };
    case 'select_target': {
      const next: SellFormState = { ...state, target: event.target, rate: undefined };
      return next.enteredSide === undefined ? next : recalculated(next, next.enteredSide, enteredAmount(next));
    }
    case 'rate_changed': {
      const next: SellFormState = { ...state, rate: event.rate };
      return next.enteredSide === undefined ? next : recalculated(next, next.enteredSide, enteredAmount(next));
    }
    case 'enter_amount':
      return state.source?.kind === 'basket' ? state : recalculated(state, event.side, event.amount);
    case 'set_basket_percentage':
      return { ...state, basketPercentage: event.value };
    case 'sell_completed': {
      const next = cleared(state);
      return isFullSell(state) && !event.inModal ? { ...next, source: undefined, rate: undefined } : next;
    }
  }
}
