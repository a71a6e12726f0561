import { filter, firstValueFrom, type Observable, Subscription, timer } from 'rxjs';
import type { AppServices } from '../../../application/app-services';
import type { ConfirmState } from '../../../application/trade/quote-confirmation';
import type { SessionResource } from '../cli-session';
import type { CommandContext } from '../command';
import type { CliRuntime } from '../runtime/cli-runtime';
import { QuoteLedger, type ShownQuote } from './quote-ledger';

/** The trade widgets a desk opens; the Sell widget holds the coin and the basket sell confirmations. */
type Widget = 'buy' | 'sell' | 'basket_buy';

const DESK = Symbol('trading desk');

/** What a confirmation shows, for the ledger. */
export function shownOf(confirm: ConfirmState<{ readonly id: string }>): ShownQuote {
  if (confirm.phase === 'closed') return { kind: 'closed' };
  const { quote, countdown, submitting } = confirm;
  return quote !== undefined && (countdown.status === 'running' || submitting) ? { kind: 'open', id: quote.id, submitting } : { kind: 'refreshing' };
}

/**
 * The trade widgets (Buy, Sell, basket Buy) one CLI session drives, with the quotes they showed.
 * A command opens a widget (a confirmation it had open closes, see `reopen`); the widget then
 * stays open with its confirmation until the next command that opens it, so a later command of
 * the same session (a batch line, a scenario step) can confirm the quote shown. Another customer
 * signing in closes them all.
 */
export class TradingDesk implements SessionResource {
  readonly ledger = new QuoteLedger();
  private readonly following = new Subscription();
  private readonly open = new Map<Widget, { readonly key: string; readonly stop: () => void }>();
  private customerId: string | undefined;

  constructor(readonly runtime: CliRuntime) {
    const { buy, sell, basketBuy } = runtime.services;
    this.following.add(buy.state.state$.subscribe((s) => this.ledger.shown('buy', shownOf(s.confirm))));
    this.following.add(sell.state.state$.subscribe((s) => this.ledger.shown('sell', shownOf(s.coinConfirm))));
    this.following.add(sell.state.state$.subscribe((s) => this.ledger.shown('basket_sell', shownOf(s.basketConfirm))));
    this.following.add(basketBuy.state.state$.subscribe((s) => this.ledger.shown('basket_buy', shownOf(s.confirm))));
  }

  /** The session's desk (one per session). */
  static of(context: Pick<CommandContext, 'session' | 'runtime'>): TradingDesk {
    return context.session.shared(DESK, () => new TradingDesk(context.runtime));
  }

  get services(): AppServices {
    return this.runtime.services;
  }

  /** Waits until every request the widgets started has answered. */
  settled(): Promise<void> {
    return this.runtime.traffic.quiet(this.runtime.get('scheduler'));
  }

  /**
   * Waits until a widget's state shows `done`, then until every request has answered. A state
   * wait, not only a traffic wait: a step may sign or hash (off the event loop) before its request starts.
   */
  async until<S>(state$: Observable<S>, done: (state: S) => boolean): Promise<void> {
    await firstValueFrom(state$.pipe(filter(done)));
    await this.settled();
  }

  /** Lets `ms` of the runtime's time pass (a person waiting before pressing again). */
  async pause(ms: number): Promise<void> {
    await firstValueFrom(timer(ms, this.runtime.get('scheduler')));
  }

  /** Opens the Buy widget, its third-party pages in `language`. */
  async openBuy(language: string): Promise<void> {
    const { buy } = this.services;
    await this.reopen(
      `buy:${language}`,
      'buy',
      () => buy.start(language),
      () => this.putAside(buy),
    );
  }

  async openSell(): Promise<void> {
    const { sell } = this.services;
    await this.reopen(
      'sell',
      'sell',
      () => sell.start(),
      () => this.putAside(sell),
    );
  }

  async openBasketBuy(): Promise<void> {
    const { basketBuy } = this.services;
    await this.reopen(
      'basket_buy',
      'basket_buy',
      () => basketBuy.start(),
      () => this.putAside(basketBuy),
    );
  }

  /** The signed-in customer is known (configs loaded); the widgets opened for someone else are closed. */
  async customerReady(): Promise<void> {
    const { customer } = this.services;
    customer.start();
    const state = await firstValueFrom(customer.state.state$.pipe(filter((c) => !c.loading || c.user === undefined)));
    if (state.user?.uuid === this.customerId) return;
    this.closeWidgets();
    this.ledger.forget();
    this.customerId = state.user?.uuid;
  }

  close(): void {
    this.closeWidgets();
    this.following.unsubscribe();
  }

  /**
   * Opens a widget for a command. One the session has open already for this customer (and, for
   * Buy, this language) stays open, as a customer keeps the drawer open between orders: its
   * confirmation and outcome are put aside and what it shows keeps following the account data,
   * which every money event refreshes. Reloading everything for each batch line cost most of a
   * `quote buy` line (issue 18).
   */
  private async reopen(key: string, widget: Widget, start: () => () => void, putAside: () => void): Promise<void> {
    await this.customerReady();
    const open = this.open.get(widget);
    if (open?.key === key) {
      putAside();
    } else {
      open?.stop();
      this.open.set(widget, { key, stop: start() });
    }
    await this.settled();
  }

  /** A confirmation still shown is cancelled (one in flight finishes first) and the last outcome closed. */
  private putAside(widget: { cancel(): void; dismissOutcome(): void }): void {
    widget.cancel();
    widget.dismissOutcome();
  }

  private closeWidgets(): void {
    this.open.forEach(({ stop }) => stop());
    this.open.clear();
  }
}
