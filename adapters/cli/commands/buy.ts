import type { Command } from '../command';
import { fields } from '../output/table';
import { confirmShownBuy, fillBuy, showBuyQuote } from '../trading/buy-driver';
import { Checkout } from '../trading/checkout';
import { executeAndReport } from '../trading/trade-report';
import { tradeQuoteJson, tradeQuoteLines } from '../trading/trade-output';
import { TradingDesk } from '../trading/trading-desk';
import { BUY_OPTIONS, BUY_REQUIRED, buyOrderFlags, CHECKOUT_OPTIONS, checkoutChoice } from './trade-flags';

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
    const { messages, progress, flags, runtime } = context;
    const order = buyOrderFlags(values);
    const checkout = new Checkout(checkoutChoice(values), runtime.paymentPages, messages);
    const desk = TradingDesk.of(context);
    const state = await progress('filling in the Buy widget', fillBuy(desk, order, flags.lang, messages));
    const quote = await progress('asking for a quote', showBuyQuote(desk, messages));
    const now = runtime.now();
    const sides = { paidInCoin: state.sourceIsCoin, receivedInCoin: true };
    const report = await progress(
      'confirming the quote',
      executeAndReport(desk, () => confirmShownBuy(desk, checkout, messages), sides, messages.locale),
    );
    return {
      json: { quote: tradeQuoteJson(quote, 'buy', now), ...report.json },
      human: `${fields(tradeQuoteLines(quote, state.sourceIsCoin, true, messages.locale, now))}\n${report.human}`,
    };
  },
};
