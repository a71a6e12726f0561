import type { Command } from '../command';
import { quotedOutput, quoteSellOrder } from '../trading/quoted-order';
import { confirmShownSell } from '../trading/sell-driver';
import { executeAndReport } from '../trading/trade-report';
import { SELL_OPTIONS, SELL_REQUIRED } from './trade-flags';

/** `sell`: `quote sell`, then its quote confirmed at once; prints the quote, the trade and the balances it changed. */
export const sellCommand: Command = {
  path: ['sell'],
  summary: 'sell a coin in one step: the quote, then its confirmation; prints the trade and the balances that changed',
  options: SELL_OPTIONS,
  required: SELL_REQUIRED,
  signedIn: true,
  run: async (context, values) => {
    const { messages, progress } = context;
    const quoted = await quoteSellOrder(context, values);
    const { desk, sides } = quoted;
    const report = await progress(
      'confirming the quote',
      executeAndReport(desk, () => confirmShownSell(desk, messages), sides, messages.locale),
    );
    const shown = quotedOutput(quoted, messages.locale);
    return { json: { ...shown.json, ...report.json }, human: `${shown.human}\n${report.human}` };
  },
};
