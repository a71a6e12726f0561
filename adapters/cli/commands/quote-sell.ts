import type { Command } from '../command';
import { fields } from '../output/table';
import { fillSell, showSellQuote } from '../trading/sell-driver';
import { tradeQuoteJson, tradeQuoteLines } from '../trading/trade-output';
import { TradingDesk } from '../trading/trading-desk';
import { SELL_OPTIONS, SELL_REQUIRED, sellOrderFlags } from './trade-flags';

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
  run: async (context, values) => {
    const { messages, progress, runtime } = context;
    const order = sellOrderFlags(values);
    const desk = TradingDesk.of(context);
    await progress('filling in the Sell tab', fillSell(desk, order, messages));
    const quote = await progress('asking for a quote', showSellQuote(desk, messages));
    const now = runtime.now();
    return {
      json: { quote: tradeQuoteJson(quote, 'sell', now) },
      human: fields(tradeQuoteLines(quote, true, order.receive.kind === 'crypto', messages.locale, now)),
    };
  },
};
