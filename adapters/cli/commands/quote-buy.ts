import type { Command } from '../command';
import { fields } from '../output/table';
import { fillBuy, showBuyQuote } from '../trading/buy-driver';
import { tradeQuoteJson, tradeQuoteLines } from '../trading/trade-output';
import { TradingDesk } from '../trading/trading-desk';
import { BUY_OPTIONS, BUY_REQUIRED, buyOrderFlags } from './trade-flags';

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
  run: async (context, values) => {
    const { messages, progress, flags, runtime } = context;
    const order = buyOrderFlags(values);
    const desk = TradingDesk.of(context);
    const state = await progress('filling in the Buy widget', fillBuy(desk, order, flags.lang, messages));
    const quote = await progress('asking for a quote', showBuyQuote(desk, messages));
    const now = runtime.now();
    return { json: { quote: tradeQuoteJson(quote, 'buy', now) }, human: fields(tradeQuoteLines(quote, state.sourceIsCoin, true, messages.locale, now)) };
  },
};
