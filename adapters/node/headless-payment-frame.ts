import { filter, map, type Observable, Subject } from 'rxjs';
import type { FrameChannel, PaymentFramePort } from '../../application/ports/payment-frame-port';
import { firstUntilAborted } from '../../application/shared/first-until-aborted';

const NOT_AWAITED = 'The payment frame is no longer awaited.';
import { readGatewayForm, readGatewayResult } from './gateway-page-html';

/** The button a headless customer presses on a payment page: the main action, the failure, or cancel. */
export type PageDecision = 'submit' | 'fail' | 'cancel';

/** How completing a page went: its result was posted to the listeners, or a person has to do it in a browser. */
export type PageOutcome =
  | { readonly kind: 'posted'; readonly status: string | undefined }
  | { readonly kind: 'needs_browser'; readonly url: string; readonly reason: string }
  | { readonly kind: 'unreachable'; readonly url: string; readonly reason: string };

interface Posted {
  readonly origin: string;
  readonly data: unknown;
}

const sourceOf = (data: unknown): unknown => (typeof data === 'object' && data !== null ? (data as { source?: unknown }).source : undefined);
const statusOf = (data: unknown): string | undefined => {
  const status = typeof data === 'object' && data !== null ? (data as { status?: unknown }).status : undefined;
  return typeof status === 'string' ? status : undefined;
};

/**
 * The payment frame of a client without a browser (the CLI). `complete(url, decision)` does what
 * the customer and the page would do in the frame: loads the page, presses the decision's button
 * (a form POST, from the page's own origin, with the values the page filled in), and posts the result page's message to the listeners
 * as the page's script would. Like the window adapter, listeners get only messages from the origin
 * of a page opened here, with their channel's source and a body its parser accepts.
 * A page without that button (a real issuer's challenge, with fields to fill) is not pressed: it
 * needs a browser.
 */
export class HeadlessPaymentFrame implements PaymentFramePort {
  private readonly posted = new Subject<Posted>();
  private readonly opened = new Set<string>();

  constructor(private readonly fetch: typeof globalThis.fetch) {}

  async complete(url: string, decision: PageDecision): Promise<PageOutcome> {
    let page: URL;
    try {
      page = new URL(url);
    } catch {
      return { kind: 'needs_browser', url, reason: 'the page address is not a URL' };
    }
    const shown = await this.load(page, { method: 'GET' });
    if (shown.kind !== 'page') return shown;
    const form = readGatewayForm(shown.html);
    if (form === undefined || !form.decisions.includes(decision)) {
      return { kind: 'needs_browser', url, reason: `the page has no "${decision}" button a headless client can press` };
    }
    const body = new URLSearchParams({ ...form.fields, decision }).toString();
    const answered = await this.load(new URL(form.action, page), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: page.origin },
      body,
    });
    if (answered.kind !== 'page') return answered;
    const result = readGatewayResult(answered.html);
    if (result === undefined) return { kind: 'needs_browser', url, reason: 'the page answered without a result to post back' };
    this.opened.add(page.origin);
    this.posted.next({ origin: page.origin, data: result.message });
    return { kind: 'posted', status: statusOf(result.message) };
  }

  messages<T>(channel: FrameChannel<T>): Observable<T> {
    return this.posted.pipe(
      filter((p) => this.opened.has(p.origin) && sourceOf(p.data) === channel.source),
      map((p) => channel.parse(p.data)),
      filter((message): message is T => message !== undefined),
    );
  }

  next<T>(channel: FrameChannel<T>, signal?: AbortSignal): Promise<T> {
    return firstUntilAborted(this.messages(channel), signal, NOT_AWAITED);
  }

  private async load(
    url: URL,
    init: RequestInit,
  ): Promise<{ readonly kind: 'page'; readonly html: string } | Extract<PageOutcome, { kind: 'unreachable' | 'needs_browser' }>> {
    let response: Response;
    try {
      response = await this.fetch(url.toString(), init);
    } catch (error) {
      return { kind: 'unreachable', url: url.toString(), reason: error instanceof Error ? error.message : String(error) };
    }
    const html = await response.text();
    if (response.status >= 500) return { kind: 'unreachable', url: url.toString(), reason: `HTTP ${String(response.status)}` };
    if (!response.ok && response.status !== 422)
      return { kind: 'needs_browser', url: url.toString(), reason: `the page answered HTTP ${String(response.status)}` };
    return { kind: 'page', html };
  }
}
