import { basketSellPreviewRequest } from '../../domain/basket/basket-preview';
import { sellPercentageOf } from '../../domain/basket/sell-percentage-input';
import { ERROR_CATALOGUE } from '../../domain/errors/error-catalogue';
import { ErrorCode } from '../../domain/errors/error-codes';
import { toNotice } from '../../domain/errors/error-notice';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { usableLotSize } from '../../domain/rates/live-rates';
import { checkPreQuote } from '../../domain/trade/pre-quote-check';
import type { SellSource } from '../../domain/trade/sell-form';
import type { CoinWallet } from '../ports/account-port';
import type { ApiError, ApiResult } from '../ports/api-error';
import type { BasketsPort } from '../ports/baskets-port';
import type { CoinInfo } from '../ports/coins-port';
import type { TradeQuotation, TradeReceipt, TradingPort } from '../ports/trading-port';
import type { BasketSellQuote, SellState } from './sell-state';

/** The payout method of a basket sale: basket proceeds are paid into a cash account. */
export const BASKET_PAYOUT_METHOD = 'fiat_wallet';

/** A held coin as the Sell form sells it: its balance, precision and lot size. */
export function coinSource(info: CoinInfo, wallet: CoinWallet): SellSource {
  const lotSize = usableLotSize(info.lotSize);
  return { kind: 'coin', currency: info.symbol, balance: wallet.available, decimals: info.maxFraction, ...(lotSize === undefined ? {} : { lotSize }) };
}

/** Where the pre-quote check leaves a coin sell. */
export type PreQuoteOutcome =
  | { readonly kind: 'proceed' }
  | { readonly kind: 'inline'; readonly notice: ErrorNotice }
  | { readonly kind: 'dialog'; readonly notice: ErrorNotice }
  | { readonly kind: 'failed'; readonly error: ApiError };

/**
 * Spec 000 §5 pre-quote check of a coin sell: the transactable amount must cover the coins sold
 * (else insufficient balance beside the amount), and the pair must be exchange-capable or pay out
 * to cash with viban_out (else the 'trading pair not supported, try later' dialog).
 */
export async function checkBeforeQuote(trading: TradingPort, state: SellState): Promise<PreQuoteOutcome> {
  const { form, target, sourceCoin } = state;
  if (form.source?.kind !== 'coin' || target === undefined || sourceCoin === undefined) return { kind: 'failed', error: { kind: 'network' } };
  const transactable = await trading.getTransactableAmount(form.source.currency, target.currency);
  if (!transactable.ok) return { kind: 'failed', error: transactable.error };
  const checked = checkPreQuote({
    sourceAmount: form.fromAmount,
    transactableAmount: transactable.value,
    coinFeatures: sourceCoin.features,
    payout: target.payMethod === 'fiat_wallet' ? 'fiat_wallet' : 'coin_wallet',
  });
  if (checked.ok) return { kind: 'proceed' };
  return checked.error.code === ErrorCode.insufficientBalance
    ? { kind: 'inline', notice: toNotice(ErrorCode.notEnoughBalance, ERROR_CATALOGUE[ErrorCode.notEnoughBalance]) }
    : { kind: 'dialog', notice: toNotice(ErrorCode.pairNotSupported, ERROR_CATALOGUE[ErrorCode.pairNotSupported]) };
}

/**
 * A coin sell's quote (spec 000 §7): to cash, a fiat-wallet sell quotation of the coins; to a
 * coin, a coin quotation on the sell side fixing the side the customer typed. Choice: a sale to
 * cash always fixes the coins sold (the fiat-wallet sell call takes a coin amount), which the
 * form derives, rounded down, from a fiat amount typed.
 */
export function requestCoinSellQuote(trading: TradingPort, state: SellState): Promise<ApiResult<TradeQuotation>> | undefined {
  const { form, target } = state;
  if (form.source?.kind !== 'coin' || target === undefined) return undefined;
  if (target.payMethod === 'fiat_wallet')
    return trading.createFiatWalletSellQuotation({ coin: form.source.currency, fiat: target.currency, amount: form.fromAmount });
  const fixed = form.enteredSide === 'to' ? { side: 'to' as const, amount: form.toAmount } : { side: 'from' as const, amount: form.fromAmount };
  return trading.createCoinQuotation({ side: 'sell', from: form.source.currency, to: target.currency, fixed });
}

/**
 * Executes a coin sell's quote once: a sale to cash confirms the fiat-wallet sell with a new
 * request id, a sale to a coin confirms the coin quotation on the sell side.
 */
export function executeCoinSell(trading: TradingPort, requestId: () => string, toCash: boolean, quote: TradeQuotation): Promise<ApiResult<TradeReceipt>> {
  return toCash ? trading.confirmFiatWalletSell(quote.id, requestId()) : trading.confirmCoinQuotation(quote.id, 'sell');
}

/** A basket sale's preview (spec 000 §7): basket, payout method, percentage and payout currency. */
export function requestBasketSellPreview(baskets: BasketsPort, state: SellState): Promise<ApiResult<BasketSellQuote>> | undefined {
  const { form, target } = state;
  if (form.source?.kind !== 'basket' || target === undefined) return undefined;
  return baskets.previewSell(basketSellPreviewRequest(form.source.basketId, BASKET_PAYOUT_METHOD, sellPercentageOf(form.basketPercentage), target.currency));
}
