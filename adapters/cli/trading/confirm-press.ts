import type { ConfirmState } from '../../../application/trade/quote-confirmation';
import { CONFIRM_DEBOUNCE_MS } from '../../../domain/trade/quote-confirmation';
import type { TradingDesk } from './trading-desk';

const sent = (confirm: ConfirmState<unknown>): boolean => confirm.phase === 'open' && confirm.submitting;
const running = (confirm: ConfirmState<unknown>): boolean => confirm.phase === 'open' && !confirm.submitting && confirm.countdown.status === 'running';

/** The confirmation shows the quote `id` (any quote when no id is asked for): pressing Confirm executes that one. */
export const showsQuote = (confirm: ConfirmState<{ readonly id: string }>, id: string | undefined): boolean =>
  id === undefined || (confirm.phase === 'open' && confirm.quote?.id === id);

/**
 * Presses Confirm as a person would: a press that comes within the confirm debounce of the
 * previous confirmation (spec 000 §5, 500 ms) does nothing, so it is pressed again once the
 * debounce has passed. Answers whether the confirmation was sent (it is not when the quote shown
 * is being refreshed, or the confirmation closed).
 */
export async function pressConfirm(desk: TradingDesk, read: () => ConfirmState<unknown>, press: () => void): Promise<boolean> {
  press();
  if (sent(read())) return true;
  if (!running(read())) return false;
  await desk.pause(CONFIRM_DEBOUNCE_MS);
  if (!running(read())) return false;
  press();
  return sent(read());
}
