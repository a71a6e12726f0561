import { filter, firstValueFrom } from 'rxjs';
import type { BasketTransferState } from '../../../application/account/basket-transfer-state';
import { formatCoin, formatFiat } from '../../../domain/format/money-format';
import { ruleFailure } from '../api-failure';
import { usageFailure } from '../cli-failure';
import type { Command } from '../command';
import { loadedAccountData } from '../customer-view';
import { fields } from '../output/table';
import { toJson } from '../output/to-json';
import { noticeFailure } from '../trading/widget-failure';
import { text } from './trade-flags';

const coinsLine = (coins: NonNullable<BasketTransferState['transfer']>['coins'], locale: string): string =>
  coins.map((c) => formatCoin(c.amount, c.symbol, locale)).join(', ');

/**
 * `basket transfer`: the portfolio's basket transfer (BasketTransferService): the share typed into
 * the portion field (an integer 0-100, at most 3 digits, or max), its below-minimum check, the
 * preview of the coins, the signed create call. The transfer reaches the wallets a moment later;
 * `--wait` follows its 15 s poll until it completes (or fails, exit 1), as the open dialog does.
 */
export const basketTransferCommand: Command = {
  path: ['basket', 'transfer'],
  summary: 'move a share of a basket you hold to your coin wallets: the portion rules, the preview, the transfer (--wait until it completes)',
  options: {
    basket: { type: 'string', hint: "your basket's instance id (see basket list)" },
    portion: { type: 'string', hint: 'the share in whole percent, 1-100, or max' },
    wait: { type: 'boolean', hint: 'wait until the coins are in your wallets (the transfer is polled every 15 s)' },
  },
  required: ['basket', 'portion'],
  signedIn: true,
  run: async (context, values) => {
    const { services, messages, progress } = context;
    const locale = messages.locale;
    const basketId = text(values, 'basket') ?? '';
    const typed = text(values, 'portion') ?? '';
    const portion = typed.toLowerCase() === 'max' ? '100' : typed;
    const { baskets } = await loadedAccountData(context, 'loading your baskets');
    if (!baskets.some((b) => b.id === basketId))
      throw usageFailure(`you hold no basket "${basketId}"`, 'your baskets are the owned ones in: crypto-cli basket list');
    const transfer = services.basketTransfer;
    transfer.open(basketId);
    transfer.type(portion);
    const typedState = transfer.state.getSnapshot();
    if (typedState.rejection !== undefined)
      throw usageFailure(
        `--portion takes a whole percent from 1 to 100, not "${typed}" (${typedState.rejection.replace(/_/g, ' ')})`,
        'for example --portion 25, or --portion max',
      );
    if (typedState.check.error !== undefined)
      throw ruleFailure(
        typedState.check.error.code,
        { minimum: formatFiat(typedState.check.error.minimum, typedState.check.error.currency, locale) },
        messages,
      );
    if (typedState.check.portion === undefined) throw usageFailure('--portion must be above 0', 'for example --portion 25, or --portion max');
    await progress('asking for a preview', transfer.review());
    const previewed = transfer.state.getSnapshot();
    if (previewed.step === 'form' && previewed.check.error !== undefined)
      throw ruleFailure(previewed.check.error.code, { minimum: formatFiat(previewed.check.error.minimum, previewed.check.error.currency, locale) }, messages);
    if (previewed.step === 'failed' && previewed.failure !== undefined) throw noticeFailure(previewed.failure, messages);
    await progress('transferring', transfer.confirm());
    if (values['wait'] === true) {
      await progress(
        'waiting for the coins (checked every 15 s)',
        firstValueFrom(transfer.state.state$.pipe(filter((s) => s.transfer?.status !== 'processing' || s.step === 'failed'))),
      );
    }
    const s = transfer.state.getSnapshot();
    transfer.close();
    if (s.step === 'failed' && s.failure !== undefined) throw noticeFailure(s.failure, messages);
    const preview = s.preview;
    const done = s.transfer;
    if (preview === undefined || done === undefined) throw usageFailure('the transfer did not start', 'try again');
    return {
      json: toJson({
        basket: basketId,
        portion: preview.portion,
        coins: preview.coins,
        value: { amount: preview.totalValue, currency: preview.currency },
        transfer: { id: done.id, status: done.status, transactionIds: done.transactionIds },
      }),
      human: fields([
        ['basket', `${s.basket?.title ?? basketId} (${basketId})`],
        ['share', `${preview.portion.toFixed(0)} %`],
        ['coins', coinsLine(preview.coins, locale)],
        ['worth about', formatFiat(preview.totalValue, preview.currency, locale)],
        ['transfer', `${done.id} (${done.status})`],
        ...(done.status === 'processing' ? [['note', 'the coins reach your wallets in a moment (--wait follows it)'] as [string, string]] : []),
      ]),
    };
  },
};
