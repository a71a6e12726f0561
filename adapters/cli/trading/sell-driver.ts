import type { TradeQuotation, TradeReceipt } from '../../../application/ports/trading-port';
import type { SellState } from '../../../application/trade/sell-state';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/market/coin-search';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { AmountSide } from '../../../domain/trade/sell-form';
import type { SellTargetOption } from '../../../domain/trade/sell-targets';
import { apiFailure, ruleFailure } from '../api-failure';
import { type CliFailed, usageFailure } from '../cli-failure';
import type { CliMessages } from '../output/cli-messages';
import { pressConfirm, showsQuote } from './confirm-press';
import { watchingNotices } from './shown-notices';
import type { TradingDesk } from './trading-desk';
import { amountFailure, inputFailure, noticeFailure, typedAmountFailure } from './widget-failure';

/** Where the proceeds go: a cash account (its currency, the native one by default) or a coin wallet. */
export type SellReceive = { readonly kind: 'cash'; readonly currency: CurrencyCode | undefined } | { readonly kind: 'crypto'; readonly coin: CurrencyCode };

/** A coin sell as the command line states it. */
export interface SellOrderFlags {
  readonly coin: CurrencyCode;
  /** The amount as typed. */
  readonly amount: string;
  /** Typed as the coins sold (`from`) or as what they fetch (`to`). */
  readonly side: AmountSide;
  readonly receive: SellReceive;
}

const holdsSource = (s: SellState, coin: CurrencyCode): boolean =>
  s.form.source?.kind === 'coin' && s.form.source.currency === coin && s.sourceCoin?.symbol === coin;

/** The receive-in option the flags name among those the Sell tab lists. */
async function chooseTarget(desk: TradingDesk, receive: SellReceive, messages: CliMessages): Promise<SellTargetOption> {
  const { sell } = desk.services;
  if (receive.kind === 'cash') {
    const cash = sell.state.getSnapshot().cashTargets;
    const target = receive.currency === undefined ? cash[0] : cash.find((o) => o.currency === receive.currency);
    if (target === undefined)
      throw usageFailure(`no ${receive.currency ?? ''} cash account to receive in`, `listed: ${cash.map((o) => o.currency).join(', ')}`);
    if (target.needsSetup) throw ruleFailure(ErrorCode.walletSetupRequired, { currency: target.currency }, messages);
    return target;
  }
  const listed = (): SellTargetOption | undefined => sell.state.getSnapshot().cryptoTargets.find((o) => o.currency === receive.coin);
  if (listed() === undefined) {
    sell.searchTargets(receive.coin);
    await desk.pause(SEARCH_DEBOUNCE_MS);
    await desk.settled();
  }
  const target = listed();
  if (target === undefined) throw ruleFailure(ErrorCode.pairNotSupported, {}, messages);
  return target;
}

/**
 * Fills the Sell tab (opened afresh) as a person would: the coin held, the receive-in option, the
 * side typed, the amount; each step waits for what the tab loads. Answers the state once Sell can
 * be pressed; otherwise throws what the tab shows beside the amount, or why it cannot be entered.
 */
export async function fillSell(desk: TradingDesk, order: SellOrderFlags, messages: CliMessages): Promise<SellState> {
  const { sell } = desk.services;
  await desk.openSell();
  await desk.until(sell.state.state$, (s) => !s.loading);
  sell.dismissOutcome();
  if (!sell.state.getSnapshot().coinSources.some((w) => w.currency === order.coin)) {
    throw ruleFailure(ErrorCode.insufficientBalance, { currency: order.coin }, messages);
  }
  sell.selectCoin(order.coin);
  await desk.settled();
  if (!holdsSource(sell.state.getSnapshot(), order.coin)) throw apiFailure({ kind: 'network' }, messages);
  sell.selectTarget((await chooseTarget(desk, order.receive, messages)).id);
  if ((sell.state.getSnapshot().form.enteredSide ?? 'from') !== order.side) sell.swapSides();
  sell.typeAmount('');
  sell.typeAmount(order.amount);
  await desk.settled();
  const s = sell.state.getSnapshot();
  if (s.rejection !== undefined) throw typedAmountFailure(s.rejection, order.amount, messages);
  if (s.rates === undefined) throw ruleFailure(ErrorCode.pairNotSupported, {}, messages);
  if (s.amountError !== undefined) throw amountFailure(s.amountError, s.target?.payMethod === 'crypto_wallet', messages);
  if (!s.form.fromAmount.greaterThan(0)) throw inputFailure('not_above_zero', messages);
  return s;
}

/** What the tab shows after a quote or a trade did not go through. */
function shownFailure(s: SellState, notice: Parameters<typeof noticeFailure>[0] | undefined, messages: CliMessages): CliFailed {
  if (s.outcome?.kind === 'failure') return noticeFailure(s.outcome.notice, messages);
  if (s.inlineNotice !== undefined) return noticeFailure(s.inlineNotice, messages);
  if (notice !== undefined) return noticeFailure(notice, messages);
  return ruleFailure(ErrorCode.failedToCreateQuotation, {}, messages);
}

/**
 * Presses Sell (the cooling-off guard, the pre-quote check of the transactable amount and the
 * pair, then the confirmation and its quote) and answers the quote shown; otherwise what stopped
 * it. The confirmation stays open for `confirmShownSell`.
 */
export async function showSellQuote(desk: TradingDesk, messages: CliMessages): Promise<TradeQuotation> {
  const { sell } = desk.services;
  const { notice } = await watchingNotices(desk.services, async () => {
    await sell.pressSell();
    await desk.until(sell.state.state$, (s) => s.coinConfirm.phase === 'closed' || s.coinConfirm.quote !== undefined);
  });
  const s = sell.state.getSnapshot();
  if (s.coinConfirm.phase === 'open' && s.coinConfirm.quote !== undefined && s.coinConfirm.countdown.status === 'running') return s.coinConfirm.quote;
  sell.cancel();
  throw shownFailure(s, notice, messages);
}

/** Confirms the quote the Sell confirmation shows (only `quoteId` when given; once); answers the trade or throws the failure modal's code. */
export async function confirmShownSell(desk: TradingDesk, messages: CliMessages, quoteId?: string): Promise<TradeReceipt> {
  const { sell } = desk.services;
  const { value: confirmed, notice } = await watchingNotices(desk.services, async () => {
    if (
      !(await pressConfirm(
        desk,
        () => sell.state.getSnapshot().coinConfirm,
        () => {
          if (showsQuote(sell.state.getSnapshot().coinConfirm, quoteId)) sell.confirm();
        },
      ))
    )
      return false;
    await desk.until(sell.state.state$, (s) => s.coinConfirm.phase === 'closed');
    return true;
  });
  if (!confirmed) throw ruleFailure(ErrorCode.quotationExpired, {}, messages);
  const s = sell.state.getSnapshot();
  if (s.outcome?.kind === 'coin_sold') return s.outcome.receipt;
  throw shownFailure(s, notice, messages);
}
