import type { Command } from '../command';
import { confirmShownBuy } from '../trading/buy-driver';
import { Checkout } from '../trading/checkout';
import { executeAndReport } from '../trading/trade-report';
import { quoteBuyOrder, quotedOutput } from '../trading/quoted-order';
import { BUY_OPTIONS, BUY_REQUIRED, CHECKOUT_OPTIONS, checkoutChoice } from './trade-flags';

/**
 * `buy`: `quote buy`, then its quote confirmed at once (a card's 3-D Secure page and the wallet
 * sheets completed headlessly as the flags say); prints the quote, the trade and the balances it
 * changed.
 */
export const buyCommand: Command = {
  path: ['buy'],
  summary: 'buy a coin in one step: the quote, then its confirmation; prints the trade and the balances that changed',
  options: { ...BUY_OPTIONS, ...CHECKOUT_OPTIONS },
  required: BUY_REQUIRED,
  signedIn: true,
  run: async (context, values) => {
    const { messages, progress, runtime } = context;
    const checkout = new Checkout(checkoutChoice(values), runtime.paymentPages, messages);
    const quoted = await quoteBuyOrder(context, values);
    const { desk, sides } = quoted;
    const report = await progress(
      'confirming the quote',
      executeAndReport(desk, () => confirmShownBuy(desk, checkout, messages), sides, messages.locale),
    );
    const shown = quotedOutput(quoted, messages.locale);
    return { json: { ...shown.json, ...report.json }, human: `${shown.human}\n${report.human}` };
  },
};
