import { ErrorCode } from '../../../domain/errors/error-codes';
import type { TradeQuotation } from '../../../application/ports/trading-port';
import { ruleFailure } from '../api-failure';
import { usageFailure } from '../cli-failure';
import type { Command, CommandContext, OptionValues } from '../command';
import { fields } from '../output/table';
import { confirmShownBuy } from '../trading/buy-driver';
import { Checkout } from '../trading/checkout';
import { confirmShownSell } from '../trading/sell-driver';
import { executeAndReport, type TradeReport, type TradeSides } from '../trading/trade-report';
import { tradeQuoteJson, tradeQuoteLines } from '../trading/trade-output';
import type { TradeKind } from '../trading/quote-ledger';
import { TradingDesk } from '../trading/trading-desk';
import { CHECKOUT_OPTIONS, checkoutChoice, text } from './trade-flags';

/** The quote a coin confirmation shows, how its sides read, and how to execute it. */
interface ShownTrade {
  readonly quote: TradeQuotation | undefined;
  readonly sides: TradeSides;
  readonly report: () => Promise<TradeReport>;
}

function shownTrade(kind: TradeKind, desk: TradingDesk, context: CommandContext, values: OptionValues, id: string): ShownTrade {
  const { buy, sell } = desk.services;
  const { messages, runtime } = context;
  if (kind === 'buy') {
    const s = buy.state.getSnapshot();
    const sides = { paidInCoin: s.sourceIsCoin, receivedInCoin: true };
    const checkout = new Checkout(checkoutChoice(values), runtime.paymentPages, messages);
    return {
      quote: s.confirm.phase === 'open' ? s.confirm.quote : undefined,
      sides,
      report: () => executeAndReport(desk, () => confirmShownBuy(desk, checkout, messages, id), sides, messages.locale),
    };
  }
  if (kind === 'sell') {
    const s = sell.state.getSnapshot();
    const sides = { paidInCoin: true, receivedInCoin: s.target?.payMethod === 'crypto_wallet' };
    return {
      quote: s.coinConfirm.phase === 'open' ? s.coinConfirm.quote : undefined,
      sides,
      report: () => executeAndReport(desk, () => confirmShownSell(desk, messages, id), sides, messages.locale),
    };
  }
  throw usageFailure(`quote ${id} is a basket preview`, 'basket previews are confirmed by basket buy and basket sell');
}

/**
 * `confirm --quote ID`: executes a coin quote shown earlier in the same session (a `quote buy` or
 * `quote sell` line of the same batch or scenario) by pressing Confirm on the confirmation that
 * still shows it. Refusals (quote-ledger.ts): quotation_not_found for an id this session never
 * showed (choice: every quote id of an earlier process is unknown, with or without --state, as a
 * confirmation dialog does not outlive the page that showed it, and its 15 s would have run out),
 * quotation_expired once the countdown replaced it, quotation_already_used once confirmed.
 */
export const confirmCommand: Command = {
  path: ['confirm'],
  summary: 'execute a quote shown earlier in the same batch or scenario (quote buy / quote sell)',
  options: { quote: { type: 'string', hint: 'the quote id that quote buy or quote sell printed' }, ...CHECKOUT_OPTIONS },
  required: ['quote'],
  signedIn: true,
  run: async (context, values) => {
    const { messages, progress, runtime } = context;
    const id = text(values, 'quote') ?? '';
    const desk = TradingDesk.of(context);
    await desk.customerReady();
    const found = desk.ledger.lookup(id);
    if (!found.ok) throw ruleFailure(found.code, { quote: id }, messages);
    const trade = shownTrade(found.kind, desk, context, values, id);
    if (trade.quote?.id !== id) throw ruleFailure(ErrorCode.quotationExpired, { quote: id }, messages);
    const now = runtime.now();
    const report = await progress('confirming the quote', trade.report());
    return {
      json: { quote: tradeQuoteJson(trade.quote, found.kind, now), ...report.json },
      human: `${fields(tradeQuoteLines(trade.quote, trade.sides.paidInCoin, trade.sides.receivedInCoin, messages.locale, now))}\n${report.human}`,
    };
  },
};
