import { belowMinimumOf } from '../../domain/basket/basket-sell-check';
import type { BalanceService } from '../account/balance-service';
import type { NoticeService } from '../notifications/notice-service';
import type { ApiError } from '../ports/api-error';
import type { BasketTransaction } from '../ports/baskets-port';
import type { TradeReceipt, TradingPort } from '../ports/trading-port';
import type { BasketSaleWatch } from './basket-sale-watch';
import type { ConfirmationResult } from './quote-confirmation';
import type { SellInputs, SellState } from './sell-state';
import { checkBeforeQuote } from './sell-steps';
import { routeTradeFailure } from './trade-failure';
import type { TradeEvents } from './trade-events';

/** The Sell tab's state as the outcomes read and change it. */
export interface SellStateAccess {
  get(): SellState;
  update(change: (inputs: SellInputs) => SellInputs): void;
}

/** What a sale that went through changes beyond the tab's own state. */
export interface AfterSale {
  /** The amounts clear, and after a full sell the selection too (spec 000 §4). */
  cleared(): void;
  /** The customer's baskets read again. */
  reloadBaskets(): Promise<void>;
}

/**
 * Where the Sell tab's answers go (spec 000 §7, §8): the pre-quote check, and the result of a
 * coin or basket confirmation, as a success modal, beside the amount, in the flow's failure modal
 * or in the notice host.
 */
export class SellOutcomes {
  constructor(
    private readonly state: SellStateAccess,
    private readonly app: { readonly balances: BalanceService; readonly notices: NoticeService; readonly events: TradeEvents },
    private readonly trading: TradingPort,
    private readonly sales: BasketSaleWatch,
    private readonly after: AfterSale,
  ) {}

  /** The coin sale's pre-quote check (spec 000 §4): true when the quote may be asked for. */
  async passesPreQuote(): Promise<boolean> {
    this.state.update((s) => ({ ...s, checking: true }));
    const outcome = await checkBeforeQuote(this.trading, this.state.get());
    this.state.update((s) => ({ ...s, checking: false }));
    switch (outcome.kind) {
      case 'proceed':
        return true;
      case 'inline':
        this.state.update((s) => ({ ...s, inlineNotice: outcome.notice }));
        return false;
      case 'dialog':
        this.app.notices.present(outcome.notice);
        return false;
      case 'failed':
        this.routeFailure('quote', outcome.error, false);
        return false;
    }
  }

  async coinResult(result: ConfirmationResult<TradeReceipt>): Promise<void> {
    if (result.kind === 'failure') {
      this.routeFailure(result.stage, result.error, false);
      return;
    }
    this.after.cleared();
    this.state.update((s) => ({ ...s, outcome: { kind: 'coin_sold', receipt: result.value } }));
    this.app.events.completed({ kind: 'coin_sell', transactionId: result.value.transaction.id, isFirstPurchase: result.value.isFirstPurchase });
    await this.app.balances.refresh();
  }

  /** A basket preview below the minimum is shown beside the percentage (spec 000 §5); a sale is watched until it settles. */
  async basketResult(result: ConfirmationResult<BasketTransaction>): Promise<void> {
    if (result.kind === 'failure') {
      const minimum = result.stage === 'quote' && result.error.kind === 'business' ? belowMinimumOf(result.error.code, result.error.meta) : undefined;
      if (minimum !== undefined) this.state.update((s) => ({ ...s, previewMinimum: minimum }));
      else this.routeFailure(result.stage, result.error, true);
      return;
    }
    const basketName = this.state.get().basket?.title ?? '';
    this.after.cleared();
    this.state.update((s) => ({ ...s, outcome: { kind: 'basket_sold', transaction: result.value, basketName } }));
    this.sales.watch({ transactionId: result.value.id, basketName });
    this.app.events.completed({ kind: 'basket_sell', transactionId: result.value.id, isFirstPurchase: false });
    await Promise.all([this.app.balances.refresh(), this.after.reloadBaskets()]);
  }

  /** Spec 000 §8 through routeTradeFailure: beside the amount, the flow's failure modal, or the notice host. */
  private routeFailure(stage: 'quote' | 'confirm', error: ApiError, basket: boolean): void {
    const route = routeTradeFailure(stage, error, { basket });
    switch (route.kind) {
      case 'inline':
        this.state.update((s) => ({ ...s, inlineNotice: route.notice }));
        return;
      case 'failure_modal':
        this.state.update((s) => ({ ...s, outcome: { kind: 'failure', basket, notice: route.notice } }));
        return;
      case 'notice':
        this.app.notices.present(route.notice);
        return;
    }
  }
}
