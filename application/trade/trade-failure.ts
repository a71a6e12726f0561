import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { quoteFailureNotice, tradeFailureNotice } from '../errors/failure-notice';
import type { ApiError } from '../ports/api-error';

/**
 * Where a failed trade step is shown (spec 000 §8):
 * - `inline`: in the widget, beside the amount (insufficient balance);
 * - `failure_modal`: the flow's own failure modal ('purchase failed', 'transaction failed', Try again);
 * - `notice`: the app-wide notice host (dialogs, warning dialogs with a refresh button, the UK
 *   cooling-off blocking dialog, the verification / enhanced-due-diligence modal, toasts).
 */
export type TradeFailureRoute =
  | { readonly kind: 'inline'; readonly notice: ErrorNotice }
  | { readonly kind: 'failure_modal'; readonly notice: ErrorNotice }
  | { readonly kind: 'notice'; readonly notice: ErrorNotice };

/**
 * Routes a failed quote or trade of a coin or a basket. Quotes follow the quote-error rules
 * (basket or not): inline, or the notice host. Confirmations follow the trade-failure rules: the
 * Singapore card codes are a dialog; anything else (a business code, or a timeout or network
 * failure, which leaves the trade's fate to the history) is the flow's failure modal.
 */
export function routeTradeFailure(stage: 'quote' | 'confirm', error: ApiError, options: { readonly basket: boolean }): TradeFailureRoute {
  if (stage === 'quote') {
    const notice = quoteFailureNotice(error, options.basket);
    return notice.action === 'inline' ? { kind: 'inline', notice } : { kind: 'notice', notice };
  }
  const notice = tradeFailureNotice(error);
  return notice.action === 'dialog' ? { kind: 'notice', notice } : { kind: 'failure_modal', notice };
}
