import type { WalletRef } from '../../../application/history/wallet-history-service';
import type { AppServices } from '../../../application/app-services';
import { transactionSign } from '../../../domain/history/transaction-flow';
import { apiFailure } from '../api-failure';
import { usageFailure } from '../cli-failure';
import type { CommandOutput } from '../command';
import type { CliMessages } from '../output/cli-messages';
import { table } from '../output/table';
import { toJson } from '../output/to-json';

/** `--wallet fiat:USD`, `coin:BTC` or `basket:<id>`. */
export function walletOf(text: string): WalletRef {
  const [source, id] = text.split(':', 2);
  if ((source === 'fiat' || source === 'coin' || source === 'basket') && id !== undefined && id !== '')
    return { source, id: source === 'basket' ? id : id.toUpperCase() };
  throw usageFailure(`--wallet takes fiat:CURRENCY, coin:SYMBOL or basket:ID, not "${text}"`, 'for example --wallet fiat:USD');
}

/**
 * `history --wallet W [--page N] [--csv]`: one wallet's history as the app's history page shows it
 * (WalletHistoryService: newest first, 10 a page), or its whole list as the CSV the page exports.
 */
export async function walletHistory(services: AppServices, messages: CliMessages, wallet: WalletRef, page: number, csv: boolean): Promise<CommandOutput> {
  const history = services.walletHistory;
  await history.open(wallet, page);
  const state = history.state.getSnapshot();
  if (state.status !== 'ready') throw apiFailure({ kind: 'network' }, messages);
  if (csv) return { json: { csv: history.csv() }, human: history.csv().trimEnd() };
  return {
    json: toJson({
      wallet,
      page: state.page,
      pages: state.pages,
      transactions: state.shown.map((e) => ({
        ...e,
        sign: transactionSign(e),
        statusClass: `status--${e.tone}`,
        createdAt: new Date(e.createdAt).toISOString(),
      })),
    }),
    human:
      table(
        ['when', 'kind', 'amount', 'status', 'id'],
        state.shown.map((e) => [
          new Date(e.createdAt).toISOString().slice(0, 16).replace('T', ' '),
          e.kind,
          `${transactionSign(e)}${e.amount.toFixed()} ${e.currency}`,
          `${e.status} (${e.tone})`,
          e.id,
        ]),
        [false, false, true, false, false],
      ) + `\npage ${String(state.page)} of ${String(state.pages)}`,
  };
}
