import { filter, firstValueFrom, map } from 'rxjs';
import type { BasketTransaction } from '../../../application/ports/baskets-port';
import type { BasketBuyState, BasketPreviewQuote } from '../../../application/trade/basket-buy-state';
import { type RebalancingInterval, toWireInterval } from '../../../domain/basket/rebalancing-interval';
import type { ErrorNotice } from '../../../domain/errors/error-presentation';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { apiFailure, ruleFailure } from '../api-failure';
import { type CliFailed, usageFailure } from '../cli-failure';
import type { CliMessages } from '../output/cli-messages';
import type { Checkout } from './checkout';
import { pressConfirm } from './confirm-press';
import { choosePaymentOption, type PayChoice } from './payment-choice';
import { watchingNotices } from './shown-notices';
import type { TradingDesk } from './trading-desk';
import { amountFailure, inputFailure, noticeFailure, typedAmountFailure } from './widget-failure';

/** A basket buy as the command line states it. */
export interface BasketBuyFlags {
  /** An offer id, or the id of the customer's basket of it. */
  readonly basket: string;
  /** The amount as typed, in the currency paid. */
  readonly amount: string;
  readonly pay: PayChoice;
  /** The rebalancing chosen; undefined keeps the form's suggestion (or an owned basket's own). */
  readonly rebalancing: RebalancingInterval | undefined;
}

/**
 * The rebalancing choice, as the form offers it: a basket not owned takes one of the intervals
 * offered; an owned basket shows its note instead and keeps its interval (the form never changes
 * it), so naming another one is a usage error that points to `basket rebalancing`.
 */
function chooseRebalancing(desk: TradingDesk, wanted: RebalancingInterval | undefined): void {
  const { basketBuy } = desk.services;
  const s = basketBuy.state.getSnapshot();
  if (wanted === undefined || s.interval === wanted) return;
  if (s.note !== undefined && s.owned !== undefined) {
    throw usageFailure(
      `you own ${s.owned.title}: its rebalancing stays ${toWireInterval(s.owned.rebalancingInterval)} when you buy more`,
      `change it with: crypto-cli basket rebalancing --instance ${s.owned.id} --interval ${toWireInterval(wanted)}`,
    );
  }
  if (!s.intervals.includes(wanted))
    throw usageFailure(
      `${s.offer?.title ?? 'this basket'} does not offer ${toWireInterval(wanted)} rebalancing`,
      `offered: ${s.intervals.map(toWireInterval).join(', ')}`,
    );
  basketBuy.selectInterval(wanted);
}

/**
 * Fills the basket Buy form (opened afresh) as a person would: the basket, the payment option,
 * the rebalancing choice, the amount typed; each step waits for what the form loads. Answers the
 * state once Buy can be pressed, else throws what the form shows (the amount's inline error).
 */
export async function fillBasketBuy(desk: TradingDesk, order: BasketBuyFlags, messages: CliMessages): Promise<BasketBuyState> {
  const { basketBuy } = desk.services;
  await desk.openBasketBuy();
  basketBuy.dismissOutcome();
  await basketBuy.select(order.basket);
  await desk.settled();
  let s = basketBuy.state.getSnapshot();
  if (s.load !== 'ready') throw usageFailure(`no basket "${order.basket}"`, 'list them with: crypto-cli basket list');
  basketBuy.selectPayment(choosePaymentOption(s.options, order.pay, messages).id);
  chooseRebalancing(desk, order.rebalancing);
  basketBuy.typeAmount('');
  basketBuy.typeAmount(order.amount);
  s = basketBuy.state.getSnapshot();
  if (s.rejection !== undefined) throw typedAmountFailure(s.rejection, order.amount, messages);
  if (!s.amount.greaterThan(0)) throw inputFailure('not_above_zero', messages);
  if (s.amountError !== undefined) throw amountFailure(s.amountError, false, messages);
  if (!s.canBuy) throw apiFailure({ kind: 'network' }, messages);
  return s;
}

/** What the form shows after Buy or Confirm did not go through. */
function shownFailure(s: BasketBuyState, notice: ErrorNotice | undefined, messages: CliMessages): CliFailed {
  if (s.delisted) return ruleFailure(ErrorCode.basketDelisted, { basket: s.offer?.title ?? s.requestedId ?? '' }, messages);
  if (s.amountError !== undefined) return amountFailure(s.amountError, false, messages);
  if (s.serverNotice !== undefined) return noticeFailure(s.serverNotice, messages);
  if (s.outcome?.kind === 'failure') return noticeFailure(s.outcome.notice, messages);
  if (notice !== undefined) return noticeFailure(notice, messages);
  return ruleFailure(ErrorCode.failedToCreateQuotation, {}, messages);
}

/**
 * Presses Buy (the delisted gate, the cooling-off guard, the card-scheme device check, then the
 * confirmation and its preview) and answers the preview shown; otherwise what stopped it. The
 * confirmation stays open for `confirmShownBasketBuy`.
 */
export async function showBasketPreview(desk: TradingDesk, messages: CliMessages): Promise<BasketPreviewQuote> {
  const { basketBuy } = desk.services;
  const { notice } = await watchingNotices(desk.services, async () => {
    basketBuy.pressBuy();
    // The device check and the preview's signed request take turns no request is counted in.
    await firstValueFrom(
      basketBuy.state.state$.pipe(filter((state) => !state.checking && (state.confirm.phase === 'closed' || state.confirm.quote !== undefined))),
    );
    await desk.settled();
  });
  const s = basketBuy.state.getSnapshot();
  if (s.confirm.phase === 'open' && s.confirm.quote !== undefined && s.confirm.countdown.status === 'running') return s.confirm.quote;
  basketBuy.cancel();
  basketBuy.closeDelisted();
  throw shownFailure(s, notice, messages);
}

/** How a confirmed basket buy ended: bought, paid and still completing, or cancelled on a sheet or page. */
export type BasketBuyEnd = { readonly kind: 'bought'; readonly transaction: BasketTransaction } | { readonly kind: 'pending' } | { readonly kind: 'cancelled' };

/**
 * Ticks the terms (spec 000 §4: Confirm waits for them), confirms the preview shown and completes
 * the checkout a card, Apple Pay or Google Pay purchase opens; answers how it ended or throws the
 * failure the form shows.
 */
export async function confirmShownBasketBuy(desk: TradingDesk, checkout: Checkout, messages: CliMessages): Promise<BasketBuyEnd> {
  const { basketBuy } = desk.services;
  basketBuy.acceptTerms(true);
  const { value: confirmed, notice } = await watchingNotices(desk.services, async () => {
    if (
      !(await pressConfirm(
        desk,
        () => basketBuy.state.getSnapshot().confirm,
        () => basketBuy.confirm(),
      ))
    )
      return false;
    await checkout.complete(desk, basketBuy.state.state$.pipe(map((s) => s.confirm.phase === 'closed')));
    return true;
  });
  if (!confirmed) throw ruleFailure(ErrorCode.quotationExpired, {}, messages);
  const s = basketBuy.state.getSnapshot();
  if (s.outcome?.kind === 'success') return { kind: 'bought', transaction: s.outcome.transaction };
  if (s.outcome?.kind === 'pending') return { kind: 'pending' };
  if (s.outcome?.kind === 'failure' || notice !== undefined || s.serverNotice !== undefined) throw shownFailure(s, notice, messages);
  return { kind: 'cancelled' };
}
