import type { Command } from '../command';
import { fields } from '../output/table';
import { confirmShownSell, fillSell, showSellQuote } from '../trading/sell-driver';
import { executeAndReport } from '../trading/trade-report';
import { tradeQuoteJson, tradeQuoteLines } from '../trading/trade-output';
import { TradingDesk } from '../trading/trading-desk';
import { SELL_OPTIONS, SELL_REQUIRED, sellOrderFlags } from './trade-flags';

/** `sell`: `quote sell`, then its quote confirmed at once; prints the quote, the trade and the balances it changed. */
export const sellCommand: Command = {
  path: ['sell'],
  summary: 'sell a coin in one step: the quote, then its confirmation; prints the trade and the balances that changed',
  options: SELL_OPTIONS,
  required: SELL_REQUIRED,
  signedIn: true,
  run: async (context, values) => {
    const { messages, progress, runtime } = context;
    const order = sellOrderFlags(values);
    const desk = TradingDesk.of(context);
    await progress('filling in the Sell tab', fillSell(desk, order, messages));
    const quote = await progress('asking for a quote', showSellQuote(desk, messages));
    const now = runtime.now();
    const sides = { paidInCoin: true, receivedInCoin: order.receive.kind === 'crypto' };
    const report = await progress(
      'confirming the quote',
      executeAndReport(desk, () => confirmShownSell(desk, messages), sides, messages.locale),
    );
    return {
      json: { quote: tradeQuoteJson(quote, 'sell', now), ...report.json },
      human: `${fields(tradeQuoteLines(quote, true, sides.receivedInCoin, messages.locale, now))}\n${report.human}`,
    };
  },
};
