import type { TradeQuotation } from '../../../application/ports/trading-port';
import type { CommandContext, CommandOutput, OptionValues } from '../command';
import { buyOrderFlags, sellOrderFlags } from '../commands/trade-flags';
import { fields } from '../output/table';
import { fillBuy, showBuyQuote } from './buy-driver';
import { fillSell, showSellQuote } from './sell-driver';
import { tradeQuoteJson, tradeQuoteLines } from './trade-output';
import { TradingDesk } from './trading-desk';

/** A coin trade quoted as the widget quotes it: the desk it was shown on, the quote, and which sides are coins. */
export interface QuotedOrder {
  readonly side: 'buy' | 'sell';
  readonly desk: TradingDesk;
  readonly quote: TradeQuotation;
  /** When the quote was shown, on the clock its expiry is stated in. */
  readonly shownAt: number;
  readonly sides: { readonly paidInCoin: boolean; readonly receivedInCoin: boolean };
}

/** `quote buy` and `buy`: the Buy widget filled in from the flags, then Buy pressed. */
export async function quoteBuyOrder(context: CommandContext, values: OptionValues): Promise<QuotedOrder> {
  const { messages, progress, flags, runtime } = context;
  const desk = TradingDesk.of(context);
  const state = await progress('filling in the Buy widget', fillBuy(desk, buyOrderFlags(values, messages.locale), flags.lang, messages));
  const quote = await progress('asking for a quote', showBuyQuote(desk, messages));
  return { side: 'buy', desk, quote, shownAt: runtime.now(), sides: { paidInCoin: state.sourceIsCoin, receivedInCoin: true } };
}

/** `quote sell` and `sell`: the Sell tab filled in from the flags, then Sell pressed. */
export async function quoteSellOrder(context: CommandContext, values: OptionValues): Promise<QuotedOrder> {
  const { messages, progress, runtime } = context;
  const order = sellOrderFlags(values, messages.locale);
  const desk = TradingDesk.of(context);
  await progress('filling in the Sell tab', fillSell(desk, order, messages));
  const quote = await progress('asking for a quote', showSellQuote(desk, messages));
  return { side: 'sell', desk, quote, shownAt: runtime.now(), sides: { paidInCoin: true, receivedInCoin: order.receive.kind === 'crypto' } };
}

/** The quote as `quote buy|sell` prints it: fees, waivers, total and expiry. */
export function quotedOutput(quoted: QuotedOrder, locale: string): CommandOutput & { readonly json: { readonly quote: ReturnType<typeof tradeQuoteJson> } } {
  const { quote, side, shownAt, sides } = quoted;
  return {
    json: { quote: tradeQuoteJson(quote, side, shownAt) },
    human: fields(tradeQuoteLines(quote, sides.paidInCoin, sides.receivedInCoin, locale, shownAt)),
  };
}
