import { map } from 'rxjs';
import type { BuyState } from '../../../application/trade/buy-state';
import type { TradeQuotation, TradeReceipt } from '../../../application/ports/trading-port';
import { ErrorCode } from '../../../domain/errors/error-codes';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { BuyEntrySide } from '../../../domain/trade/buy-entry';
import { apiFailure, ruleFailure } from '../api-failure';
import { type CliFailed, usageFailure } from '../cli-failure';
import type { CliMessages } from '../output/cli-messages';
import type { Checkout } from './checkout';
import { pressConfirm, showsQuote } from './confirm-press';
import { choosePaymentOption, type PayChoice } from './payment-choice';
import { watchingNotices } from './shown-notices';
import type { TradingDesk } from './trading-desk';
import { amountFailure, inputFailure, noticeFailure, typedAmountFailure } from './widget-failure';

/** A coin buy as the command line states it. */
export interface BuyOrderFlags {
  readonly coin: CurrencyCode;
  /** The amount as typed. */
  readonly amount: string;
  /** Typed in the currency paid (source) or in the coin bought (target). */
  readonly entry: BuyEntrySide;
  readonly pay: PayChoice;
}

/**
 * Fills the Buy widget (opened afresh) as a person would: the coin, the payment tab and option,
 * the entry side, the amount typed; each step waits for what the widget loads. Answers the state
 * once Buy can be pressed; otherwise throws what the widget shows: the option's or the amount's
 * inline error with its values, or why the amount cannot be entered.
 */
export async function fillBuy(desk: TradingDesk, order: BuyOrderFlags, language: string, messages: CliMessages): Promise<BuyState> {
  const { buy } = desk.services;
  await desk.openBuy(language);
  await desk.until(buy.state.state$, (s) => s.sourcesLoaded && !s.profile.loading);
  buy.dismissOutcome();
  buy.selectCoin(order.coin);
  await desk.settled();
  let s = buy.state.getSnapshot();
  if (s.coins.length === 0) throw apiFailure({ kind: 'network' }, messages);
  if (s.coin?.symbol !== order.coin) throw usageFailure(`${order.coin} is not a coin you can buy`, 'find its symbol with: crypto-cli coins --search NAME');
  buy.selectTab(order.pay.method === 'crypto_wallet' ? 'crypto' : 'cash');
  s = buy.state.getSnapshot();
  const option = choosePaymentOption(s.tab === 'cash' ? s.cashOptions : s.cryptoOptions, order.pay, messages);
  buy.selectPayment(option.id);
  await desk.settled();
  if (buy.state.getSnapshot().entry !== order.entry) buy.toggleEntry();
  buy.typeAmount('');
  buy.typeAmount(order.amount);
  await desk.settled();
  s = buy.state.getSnapshot();
  if (s.rejection !== undefined) throw typedAmountFailure(s.rejection, order.amount, messages);
  if (s.error !== undefined) throw amountFailure(s.error, s.sourceIsCoin, messages);
  if (!s.entered.greaterThan(0)) throw inputFailure('not_above_zero', messages);
  if (s.pairRate === undefined) throw ruleFailure(ErrorCode.pairNotSupported, { from: s.pair?.source.currency ?? '', to: order.coin }, messages);
  if (!s.canBuy) throw apiFailure({ kind: 'network' }, messages);
  return s;
}

/** What the widget shows after a quote or a trade did not go through. */
function shownFailure(s: BuyState, notice: Parameters<typeof noticeFailure>[0] | undefined, messages: CliMessages): CliFailed {
  if (s.outcome?.kind === 'failure') return apiFailure(s.outcome.error, messages);
  if (s.inlineNotice !== undefined) return noticeFailure(s.inlineNotice, messages);
  if (notice !== undefined) return noticeFailure(notice, messages);
  return ruleFailure(ErrorCode.failedToCreateQuotation, {}, messages);
}

/**
 * Presses Buy (the cooling-off guard, the card-scheme device check, then the confirmation and its
 * quote) and answers the quote shown; otherwise what stopped it (a dialog, the text beside the
 * amount). The confirmation stays open for `confirmShownBuy`.
 */
export async function showBuyQuote(desk: TradingDesk, messages: CliMessages): Promise<TradeQuotation> {
  const { buy } = desk.services;
  const { notice } = await watchingNotices(desk.services, async () => {
    buy.pressBuy();
    await desk.until(buy.state.state$, (s) => !s.checking && (s.confirm.phase === 'closed' || s.confirm.quote !== undefined));
  });
  const s = buy.state.getSnapshot();
  if (s.confirm.phase === 'open' && s.confirm.quote !== undefined && s.confirm.countdown.status === 'running') return s.confirm.quote;
  buy.cancel();
  throw shownFailure(s, notice, messages);
}

/**
 * Confirms the quote the Buy confirmation shows (only `quoteId` when given; once: the dialog sends one confirmation) and
 * completes the checkout a card, Apple Pay or Google Pay purchase opens; answers the trade, or
 * throws the failure modal's code (or the dialog's); a sheet or page cancelled is
 * purchase_cancelled (nothing charged).
 */
export async function confirmShownBuy(desk: TradingDesk, checkout: Checkout, messages: CliMessages, quoteId?: string): Promise<TradeReceipt> {
  const { buy } = desk.services;
  const { value: confirmed, notice } = await watchingNotices(desk.services, async () => {
    if (
      !(await pressConfirm(
        desk,
        () => buy.state.getSnapshot().confirm,
        () => {
          if (showsQuote(buy.state.getSnapshot().confirm, quoteId)) buy.confirm();
        },
      ))
    )
      return false;
    await checkout.complete(desk, buy.state.state$.pipe(map((s) => s.confirm.phase === 'closed')));
    return true;
  });
  if (!confirmed) throw ruleFailure(ErrorCode.quotationExpired, {}, messages);
  const s = buy.state.getSnapshot();
  if (s.outcome?.kind === 'success') return s.outcome.receipt;
  if (s.outcome?.kind === 'failure' || notice !== undefined) throw shownFailure(s, notice, messages);
  throw ruleFailure(ErrorCode.purchaseCancelled, {}, messages);
}
