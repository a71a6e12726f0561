import { filter, firstValueFrom, race, timer } from 'rxjs';
import type { BasketTransaction } from '../../../application/ports/baskets-port';
import type { BasketSellQuote, SellState } from '../../../application/trade/sell-state';
import { ErrorCode } from '../../../domain/errors/error-codes';
import type { ErrorNotice } from '../../../domain/errors/error-presentation';
import { isValidSellPercentage } from '../../../domain/basket/sell-percentage-input';
import { apiFailure, ruleFailure } from '../api-failure';
import { type CliFailed, usageFailure } from '../cli-failure';
import type { CliMessages } from '../output/cli-messages';
import { pressConfirm } from './confirm-press';
import { watchingNotices } from './shown-notices';
import type { TradingDesk } from './trading-desk';
import { amountFailure, inputFailure, noticeFailure, typedAmountFailure } from './widget-failure';

/** How long the Sell tab may take to show the holdings before the command gives up (a request's own timeout is 15 s). */
const HOLDINGS_WAIT_MS = 30_000;

/**
 * Fills the Sell tab (opened afresh) for a basket as a person would: the basket chosen among those
 * held (by its instance id or its offer's), received in the cash account the tab preselects, the
 * percentage typed (or a quick-select pressed). Answers the state once Sell can be pressed, else
 * throws what the tab shows (the percentage refused, the below-minimum error with the minimum).
 */
export async function fillBasketSell(desk: TradingDesk, basket: string, percentage: string, messages: CliMessages): Promise<SellState> {
  const { sell } = desk.services;
  await desk.openSell();
  sell.dismissOutcome();
  // Holdings arrive on signed requests that start after the traffic went quiet; a failed load never ends, hence the limit.
  await firstValueFrom(race(sell.state.state$.pipe(filter((state) => !state.loading)), timer(HOLDINGS_WAIT_MS, desk.runtime.get('scheduler'))));
  await desk.settled();
  let s = sell.state.getSnapshot();
  if (s.loading) throw apiFailure({ kind: 'network' }, messages);
  const held = s.basketSources.find((b) => b.id === basket || b.offerId === basket);
  if (held === undefined) {
    const owned = s.basketSources.map((b) => `${b.id} (${b.title})`).join(', ');
    throw usageFailure(`you hold no basket "${basket}"`, owned === '' ? 'you hold no basket: buy one with crypto-cli basket buy' : `your baskets: ${owned}`);
  }
  sell.selectBasket(held.id);
  sell.typePercentage('');
  sell.typePercentage(percentage);
  s = sell.state.getSnapshot();
  if (s.percentageRejection !== undefined) throw typedAmountFailure(s.percentageRejection, percentage, messages, 'percentage');
  if (!isValidSellPercentage(s.form.basketPercentage)) throw inputFailure('not_above_zero', messages);
  if (s.basketError !== undefined) throw amountFailure(s.basketError, false, messages);
  if (s.target === undefined) throw ruleFailure(ErrorCode.walletSetupRequired, { currency: s.native }, messages);
  if (!s.canSell) throw apiFailure({ kind: 'network' }, messages);
  return s;
}

function shownFailure(s: SellState, notice: ErrorNotice | undefined, messages: CliMessages): CliFailed {
  if (s.walletSetup !== undefined) return ruleFailure(ErrorCode.walletSetupRequired, { currency: s.target?.currency ?? s.native }, messages);
  if (s.basketError !== undefined) return amountFailure(s.basketError, false, messages);
  if (s.inlineNotice !== undefined) return noticeFailure(s.inlineNotice, messages);
  if (s.outcome?.kind === 'failure') return noticeFailure(s.outcome.notice, messages);
  if (notice !== undefined) return noticeFailure(notice, messages);
  return ruleFailure(ErrorCode.failedToCreateQuotation, {}, messages);
}

/** Presses Sell (the cooling-off guard, the cash account's setup, then the confirmation and its preview); answers the preview shown. */
export async function showBasketSellPreview(desk: TradingDesk, messages: CliMessages): Promise<BasketSellQuote> {
  const { sell } = desk.services;
  const { notice } = await watchingNotices(desk.services, async () => {
    await sell.pressSell();
    // The preview's signed request takes turns no request is counted in.
    await firstValueFrom(sell.state.state$.pipe(filter((state) => state.basketConfirm.phase === 'closed' || state.basketConfirm.quote !== undefined)));
    await desk.settled();
  });
  const s = sell.state.getSnapshot();
  if (s.basketConfirm.phase === 'open' && s.basketConfirm.quote !== undefined && s.basketConfirm.countdown.status === 'running') return s.basketConfirm.quote;
  sell.cancel();
  sell.closeWalletSetup();
  throw shownFailure(s, notice, messages);
}

/** Confirms the preview the basket sell confirmation shows; answers the sale placed (it settles later). */
export async function confirmShownBasketSell(desk: TradingDesk, messages: CliMessages): Promise<BasketTransaction> {
  const { sell } = desk.services;
  const { value: confirmed, notice } = await watchingNotices(desk.services, async () => {
    if (
      !(await pressConfirm(
        desk,
        () => sell.state.getSnapshot().basketConfirm,
        () => sell.confirm(),
      ))
    )
      return false;
    await firstValueFrom(sell.state.state$.pipe(filter((state) => state.basketConfirm.phase === 'closed')));
    await desk.settled();
    return true;
  });
  if (!confirmed) throw ruleFailure(ErrorCode.quotationExpired, {}, messages);
  const s = sell.state.getSnapshot();
  if (s.outcome?.kind === 'basket_sold') return s.outcome.transaction;
  throw shownFailure(s, notice, messages);
}
