import type { Command } from '../command';
import { quotedOutput, quoteSellOrder } from '../trading/quoted-order';
import { SELL_OPTIONS, SELL_REQUIRED } from './trade-flags';

/**
 * `quote sell`: the Sell tab filled in from the flags, checked as the tab checks it (the same
 * inline errors and the pre-quote check), then Sell pressed: the confirmation's quote. The
 * confirmation stays open for `confirm --quote ID` in the same batch or scenario.
 */
export const quoteSellCommand: Command = {
  path: ['quote', 'sell'],
  summary: 'check a coin sell as the Sell tab does and show its quote (fees, waivers, total, expiry)',
  options: SELL_OPTIONS,
  required: SELL_REQUIRED,
  signedIn: true,
  run: async (context, values) => quotedOutput(await quoteSellOrder(context, values), context.messages.locale),
};
