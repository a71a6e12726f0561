import type { Command } from '../command';
import { quoteBuyOrder, quotedOutput } from '../trading/quoted-order';
import { BUY_OPTIONS, BUY_REQUIRED } from './trade-flags';

/**
 * `quote buy`: the Buy widget filled in from the flags, checked as the widget checks it (the
 * same inline errors), then Buy pressed: the confirmation's quote with its fees and waivers. The
 * confirmation stays open for `confirm --quote ID` in the same batch or scenario.
 */
export const quoteBuyCommand: Command = {
  path: ['quote', 'buy'],
  summary: 'check a coin buy as the Buy widget does and show its quote (fees, waivers, total, expiry)',
  options: BUY_OPTIONS,
  required: BUY_REQUIRED,
  signedIn: true,
  run: async (context, values) => quotedOutput(await quoteBuyOrder(context, values), context.messages.locale),
};
