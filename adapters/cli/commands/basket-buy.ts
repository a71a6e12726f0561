import { ErrorCode } from '../../../domain/errors/error-codes';
import { ruleFailure } from '../api-failure';
import type { Command } from '../command';
import { fields } from '../output/table';
import { balanceChanges, balanceChangesJson, balanceChangesTable, currentWallets } from '../trading/balance-changes';
import { confirmShownBasketBuy, fillBasketBuy, showBasketPreview } from '../trading/basket-buy-driver';
import { basketBuyPreviewJson, basketBuyPreviewLines, basketTransactionJson, basketTransactionLines } from '../trading/basket-output';
import { Checkout } from '../trading/checkout';
import { TradingDesk } from '../trading/trading-desk';
import { INTERVAL_HINT, intervalFlag } from './basket-flags';
import { amountText, CHECKOUT_OPTIONS, checkoutChoice, PAY_OPTIONS, payChoice, text } from './trade-flags';

/**
 * `basket buy`: the basket Buy form filled in from the flags and checked as the form checks it,
 * Buy pressed (the delisted gate, the cooling-off and device checks), the preview with its fees,
 * then Confirm. Choice: the terms checkbox is ticked only with `--accept-terms`; without it the
 * preview is shown and the purchase refused with basket_terms_not_accepted (exit 1), as Confirm
 * stays disabled in the app until the terms are ticked.
 */
export const basketBuyCommand: Command = {
  path: ['basket', 'buy'],
  summary: "buy a preset basket: the form's checks, the preview with fees, the terms (--accept-terms), then the purchase and the balances it changed",
  options: {
    basket: { type: 'string', hint: "the basket offer id (see basket list), or your basket's instance id" },
    amount: { type: 'string', hint: 'what you pay, fees included, in the currency paid (e.g. 100)' },
    ...PAY_OPTIONS,
    rebalancing: { type: 'string', hint: `${INTERVAL_HINT} (the form's suggestion by default; an owned basket keeps its own)` },
    'accept-terms': { type: 'boolean', hint: 'tick the basket terms checkbox; without it nothing is bought' },
    ...CHECKOUT_OPTIONS,
  },
  required: ['basket', 'amount', 'pay'],
  signedIn: true,
  run: async (context, values) => {
    const { messages, progress, runtime } = context;
    const order = {
      basket: text(values, 'basket') ?? '',
      amount: amountText(values, messages.locale),
      pay: payChoice(values),
      rebalancing: intervalFlag(values, 'rebalancing'),
    };
    const checkout = new Checkout(checkoutChoice(values), runtime.paymentPages, messages);
    const desk = TradingDesk.of(context);
    const state = await progress('filling in the basket form', fillBasketBuy(desk, order, messages));
    const preview = await progress('asking for a preview', showBasketPreview(desk, messages));
    const now = runtime.now();
    const previewJson = basketBuyPreviewJson(preview, state.currency, now);
    const previewText = fields(basketBuyPreviewLines(preview, state.currency, messages.locale));
    if (values['accept-terms'] !== true) {
      desk.services.basketBuy.cancel();
      if (!context.flags.json) context.io.err(previewText);
      throw ruleFailure(
        ErrorCode.basketTermsNotAccepted,
        { preview: preview.id, total_amount: preview.totalPaymentAmount.toFixed(), currency: state.currency },
        messages,
      );
    }
    const before = await currentWallets(desk.services.balances);
    const end = await progress('confirming the purchase', confirmShownBasketBuy(desk, checkout, messages));
    if (end.kind === 'cancelled') throw ruleFailure(ErrorCode.purchaseCancelled, {}, messages);
    const changes = balanceChanges(before, await currentWallets(desk.services.balances));
    const bought = end.kind === 'bought' ? end.transaction : undefined;
    return {
      json: {
        preview: previewJson,
        status: end.kind === 'bought' ? 'completed' : 'pending',
        transaction: bought === undefined ? null : basketTransactionJson(bought),
        balance_changes: balanceChangesJson(changes),
      },
      human: `${previewText}\n${bought === undefined ? 'paid: the basket purchase is on its way\n' : fields(basketTransactionLines(bought))}\n${balanceChangesTable(changes, messages.locale)}`,
    };
  },
};
