import type { ErrorCode } from '../../../domain/errors/error-codes';
import type { PageDecision } from '../../node/headless-payment-frame';
import { apiFailure, ruleFailure } from '../api-failure';
import { CliFailed } from '../cli-failure';
import type { CommandContext } from '../command';

/** What to tell the customer when a page needs a browser: the code, its values, and what to do next. */
export interface NeedsBrowser {
  readonly code: ErrorCode;
  readonly params: Readonly<Record<string, string>>;
  readonly instruction: (url: string) => string;
}

/**
 * Completes a third party's page the way the customer would in the browser (the sandbox gateway's
 * pages: load it, press the decision's button); a page no headless client may complete (a real
 * bank's or PayPal's) ends the command with `needsBrowser`'s code, the page's address in
 * `params.url` and the instruction after the catalogue's message. Nothing is reported as done.
 */
export async function completePage(context: CommandContext, label: string, url: string, decision: PageDecision, needsBrowser: NeedsBrowser): Promise<void> {
  const { runtime, messages, progress } = context;
  const outcome = await progress(label, runtime.paymentPages.complete(url, decision));
  if (outcome.kind === 'posted') return;
  if (outcome.kind === 'unreachable') throw apiFailure({ kind: 'network' }, messages);
  const refused = ruleFailure(needsBrowser.code, { ...needsBrowser.params, url: outcome.url, reason: outcome.reason }, messages);
  if (refused.failure.kind !== 'business') throw refused;
  throw new CliFailed({ ...refused.failure, message: `${refused.failure.message} ${needsBrowser.instruction(outcome.url)}` });
}
