import type { Command } from '../command';
import { fields } from '../output/table';
import { balanceChanges, balanceChangesJson, balanceChangesTable, currentWallets } from '../trading/balance-changes';
import { basketSellPreviewJson, basketSellPreviewLines, basketTransactionJson, basketTransactionLines } from '../trading/basket-output';
import { confirmShownBasketSell, fillBasketSell, showBasketSellPreview } from '../trading/basket-sell-driver';
import { TradingDesk } from '../trading/trading-desk';
import { PERCENTAGE_HINT, percentageText } from './basket-flags';
import { text } from './trade-flags';

/**
 * `basket sell`: the Sell tab's basket mode filled in from the flags (the percentage as typed, or
 * a quick-select 25, 50, 75 or max), checked as the tab checks it (the below-minimum error with
 * the minimum), Sell pressed, the preview confirmed. The sale is placed into the cash account and
 * settles later (history shows it; the app's toast says so).
 */
export const basketSellCommand: Command = {
  path: ['basket', 'sell'],
  summary: "sell a share of a basket you hold into your cash account: the tab's checks, the preview with its fee, the sale placed",
  options: {
    basket: { type: 'string', hint: "your basket's instance id, or its offer id (see basket list)" },
    percentage: { type: 'string', hint: PERCENTAGE_HINT },
  },
  required: ['basket', 'percentage'],
  signedIn: true,
  run: async (context, values) => {
    const { messages, progress, runtime } = context;
    const desk = TradingDesk.of(context);
    const state = await progress(
      'filling in the Sell tab',
      fillBasketSell(desk, text(values, 'basket') ?? '', percentageText(values, messages.locale), messages),
    );
    const preview = await progress('asking for a preview', showBasketSellPreview(desk, messages));
    const now = runtime.now();
    const before = await currentWallets(desk.services.balances);
    const sale = await progress('confirming the sale', confirmShownBasketSell(desk, messages));
    const changes = balanceChanges(before, await currentWallets(desk.services.balances));
    const currency = state.target?.currency ?? state.native;
    return {
      json: {
        preview: basketSellPreviewJson(preview, now),
        percentage: state.form.basketPercentage,
        transaction: basketTransactionJson(sale),
        balance_changes: balanceChangesJson(changes),
      },
      human: `${fields(basketSellPreviewLines(preview, currency, messages.locale))}\n${fields(basketTransactionLines(sale))}\n${balanceChangesTable(changes, messages.locale)}`,
    };
  },
};
