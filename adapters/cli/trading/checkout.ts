import { filter, firstValueFrom, map, merge, type Observable } from 'rxjs';
import type { FrameContent } from '../../../application/payments/payment-frame-service';
import { ErrorCode } from '../../../domain/errors/error-codes';
import type { HeadlessPaymentFrame, PageOutcome } from '../../node/headless-payment-frame';
import { apiFailure, ruleFailure } from '../api-failure';
import type { CliFailed } from '../cli-failure';
import type { CheckoutChoice } from '../commands/trade-flags';
import type { CliMessages } from '../output/cli-messages';
import type { TradingDesk } from './trading-desk';

/** The payment frame of a client without a browser: loads a page, presses a button, posts its result. */
export type PaymentPages = Pick<HeadlessPaymentFrame, 'complete'>;

const DECISIONS = { pass: 'submit', fail: 'fail', cancel: 'cancel' } as const;

/**
 * Where a frame's page is: its address, or for a page given as HTML (a basket card purchase) the
 * address it sends the frame on to (a meta refresh or its first link).
 */
export function pageUrlOf(content: FrameContent): string | undefined {
  if (content.kind === 'url') return content.url;
  const refresh = /<meta[^>]+http-equiv=["']refresh["'][^>]+content=["'][^"']*url=([^"']+)["']/i.exec(content.html);
  const link = /<a[^>]+href=["']([^"']+)["']/i.exec(content.html);
  return (refresh?.[1] ?? link?.[1])?.replace(/&amp;/g, '&');
}

/**
 * Completes what a confirmed purchase opens outside the app, as the customer would: the Apple Pay
 * or Google Pay sheet (headless stand-ins, paid or cancelled as told) and the payment page in the
 * frame (its 3-D Secure button pressed as told). A page no headless client can complete (a real
 * issuer's) is closed, nothing is charged, and the command says a browser is needed.
 */
export class Checkout {
  private failure: CliFailed | undefined;
  /** The page completed last: the frame shows it until its result has been read. */
  private completed: FrameContent | undefined;

  constructor(
    private readonly choice: CheckoutChoice,
    private readonly pages: PaymentPages | undefined,
    private readonly messages: CliMessages,
  ) {}

  /** Prepares the wallet sheets, then completes each page shown until `done$` says the purchase ended; throws a page's failure. */
  async complete(desk: TradingDesk, done$: Observable<boolean>): Promise<void> {
    desk.runtime.walletSheets.choose(this.choice.sheet);
    const frames = desk.services.paymentFrames;
    const page$ = frames.state.state$.pipe(
      map((s) => (s.phase === 'open' ? s.content : undefined)),
      filter((content) => content !== undefined && content !== this.completed),
    );
    for (;;) {
      const next = await firstValueFrom(
        merge(
          done$.pipe(
            filter(Boolean),
            map(() => 'done' as const),
          ),
          page$,
        ),
      );
      if (next === 'done' || next === undefined) break;
      await this.completePage(desk, next);
    }
    await desk.settled();
    const failure = this.failure;
    this.failure = undefined;
    if (failure !== undefined) throw failure;
  }

  private async completePage(desk: TradingDesk, content: FrameContent): Promise<void> {
    this.completed = content;
    const url = pageUrlOf(content);
    const outcome: PageOutcome =
      url === undefined || this.pages === undefined
        ? { kind: 'needs_browser', url: url ?? '', reason: 'no payment page can be completed here' }
        : await this.pages.complete(url, DECISIONS[this.choice.threeDs]);
    if (outcome.kind === 'posted') return;
    this.failure =
      outcome.kind === 'unreachable'
        ? apiFailure({ kind: 'network' }, this.messages)
        : ruleFailure(ErrorCode.purchaseNeedsBrowser, { url: outcome.url, reason: outcome.reason }, this.messages);
    desk.services.paymentFrames.close();
  }
}
