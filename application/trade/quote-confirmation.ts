import { exhaustMap, filter, from, interval, type SchedulerLike, Subject, Subscription, switchMap } from 'rxjs';
import {
  acceptClick,
  COUNTDOWN_CLOSED,
  type CountdownEffect,
  type CountdownEvent,
  type CountdownState,
  QUOTE_COUNTDOWN_SECONDS,
  stepCountdown,
} from '../../domain/trade/quote-confirmation';
import type { ToastService } from '../notifications/toast-service';
import type { ApiError, ApiResult } from '../ports/api-error';

/** The confirmation dialog of a trade: closed, or open with its countdown and the quote shown. */
export type ConfirmState<Q> =
  | { readonly phase: 'closed' }
  | {
      readonly phase: 'open';
      readonly countdown: CountdownState;
      readonly quote: Q | undefined;
      readonly submitting: boolean;
    };

/** An open dialog whose Confirm can trade: a quote shown under a running countdown, nothing in flight. */
type Confirmable<Q> = Extract<ConfirmState<Q>, { readonly phase: 'open' }> & { readonly quote: Q };

const confirmable = <Q>(state: ConfirmState<Q>): state is Confirmable<Q> =>
  state.phase === 'open' && !state.submitting && state.countdown.status === 'running' && state.quote !== undefined;

/** How a confirmation ended: the executed trade, or the stage that failed and why. */
export type ConfirmationResult<R> =
  { readonly kind: 'success'; readonly value: R } | { readonly kind: 'failure'; readonly stage: 'quote' | 'confirm'; readonly error: ApiError };

/** Where the confirmation keeps its state: a slice of the owning service's store. */
export interface ConfirmSlice<Q> {
  readonly get: () => ConfirmState<Q>;
  readonly set: (next: ConfirmState<Q>) => void;
}

/** What a trade confirms against: a fresh quote on request, and the execution of one quote. */
export interface ConfirmationSteps<Q, R> {
  /** A new quote for what the customer chose; undefined when there is nothing to quote. */
  readonly requestQuote: () => Promise<ApiResult<Q> | undefined>;
  readonly execute: (quote: Q) => Promise<ApiResult<R>>;
  /** Called once per ended confirmation (the dialog is already closed). */
  readonly onResult: (result: ConfirmationResult<R>) => void;
}

const TICK_MS = 1_000;

/**
 * The trade-confirmation flow shared by coin and basket buys and sells (spec 000 §4, "Confirm
 * modal"): opening fetches a quote and starts the 15-second countdown, which ticks each second;
 * at zero the quote is refreshed and a warning toast says so with the new quote's validity;
 * becoming visible again refreshes; a failed quote ends the flow. Confirm clicks pass the 500 ms
 * debounce (spec 000 §5) and a confirmation in flight ignores further clicks and cancels, so one
 * dialog executes at most one quote. Responses to superseded quote requests are dropped.
 */
export class QuoteConfirmation<Q extends { readonly expiresAt: number }, R> {
  private readonly quoteRequests$ = new Subject<void>();
  private readonly confirmClicks$ = new Subject<void>();
  private ticking: Subscription | undefined;
  private lastConfirmAt: number | undefined;

  constructor(
    private readonly slice: ConfirmSlice<Q>,
    private readonly steps: ConfirmationSteps<Q, R>,
    private readonly toasts: ToastService,
    private readonly scheduler: SchedulerLike,
  ) {}

  /** Wires the quote and confirm streams; returns a function that stops them and closes the dialog. */
  start(): () => void {
    const subscriptions = new Subscription();
    subscriptions.add(this.quoteRequests$.pipe(switchMap(() => from(this.steps.requestQuote()))).subscribe((result) => this.onQuote(result)));
    subscriptions.add(
      this.confirmClicks$
        .pipe(
          // A click that cannot trade (it raced the quote's refresh, or came before the first quote) is
          // ignored without starting the debounce, so the next click once Confirm is live still counts.
          filter(() => confirmable(this.slice.get()) && this.acceptConfirmClick()),
          exhaustMap(() => from(this.execute())),
        )
        .subscribe(),
    );
    return () => {
      subscriptions.unsubscribe();
      this.close();
    };
  }

  /** Opens the dialog (Buy or Sell pressed): a fresh quote, then the countdown from 15. */
  open(): void {
    if (this.slice.get().phase !== 'closed') return;
    this.slice.set({ phase: 'open', countdown: COUNTDOWN_CLOSED, quote: undefined, submitting: false });
    this.dispatch({ type: 'open' });
    this.ticking = interval(TICK_MS, this.scheduler).subscribe(() => this.dispatch({ type: 'tick' }));
  }

  confirm(): void {
    this.confirmClicks$.next();
  }

  /** Cancel closes the dialog; once a confirmation is in flight it can no longer be cancelled. */
  cancel(): void {
    const state = this.slice.get();
    if (state.phase === 'open' && state.submitting) return;
    this.close();
  }

  /** The page became visible again while the dialog is open: refresh and reset (spec 000 §4). */
  becameVisible(): void {
    this.dispatch({ type: 'became_visible' });
  }

  private close(): void {
    this.stopTicking();
    if (this.slice.get().phase !== 'closed') this.slice.set({ phase: 'closed' });
  }

  private acceptConfirmClick(): boolean {
    const now = this.scheduler.now();
    if (!acceptClick(this.lastConfirmAt, now)) return false;
    this.lastConfirmAt = now;
    return true;
  }

  private dispatch(event: CountdownEvent): void {
    const state = this.slice.get();
    if (state.phase !== 'open' || state.submitting) return;
    const step = stepCountdown(state.countdown, event);
    this.slice.set({ ...state, countdown: step.state });
    step.effects.forEach((effect) => this.run(effect));
  }

  private run(effect: CountdownEffect): void {
    switch (effect) {
      case 'refresh_quote':
        this.quoteRequests$.next();
        return;
      case 'notify_price_refreshed':
        this.toasts.show('warning', 'toast_price_refreshed', { seconds: this.validitySeconds() });
        return;
      case 'report_failure':
        return;
    }
  }

  /** The refreshed quote's validity in whole seconds (spec 000 §4), at most the countdown's 15. */
  private validitySeconds(): number {
    const state = this.slice.get();
    const quote = state.phase === 'open' ? state.quote : undefined;
    if (quote === undefined) return QUOTE_COUNTDOWN_SECONDS;
    const left = Math.ceil((quote.expiresAt - this.scheduler.now()) / 1000);
    return Math.max(0, Math.min(QUOTE_COUNTDOWN_SECONDS, left));
  }

  private onQuote(result: ApiResult<Q> | undefined): void {
    const state = this.slice.get();
    if (result === undefined || state.phase !== 'open' || state.submitting) return;
    if (result.ok) {
      this.slice.set({ ...state, quote: result.value });
      this.dispatch({ type: 'quote_received' });
      return;
    }
    this.dispatch({ type: 'refresh_failed' });
    this.close();
    this.steps.onResult({ kind: 'failure', stage: 'quote', error: result.error });
  }

  private async execute(): Promise<void> {
    const state = this.slice.get();
    if (!confirmable(state)) return;
    this.stopTicking();
    this.slice.set({ ...state, submitting: true });
    const result = await this.steps.execute(state.quote);
    this.close();
    this.steps.onResult(result.ok ? { kind: 'success', value: result.value } : { kind: 'failure', stage: 'confirm', error: result.error });
  }

  private stopTicking(): void {
    this.ticking?.unsubscribe();
    this.ticking = undefined;
  }
}
