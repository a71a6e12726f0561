import { loadHistory } from '../../../application/history/transaction-history';
import { walletHistory, walletOf } from './wallet-history';
import { usageFailure } from '../cli-failure';
import { apiFailure } from '../api-failure';
import type { Command } from '../command';
import { table } from '../output/table';
import { toJson } from '../output/to-json';

/** `history`: the newest transactions with their status colour class and flow direction. */
export const historyCommand: Command = {
  path: ['history'],
  summary: 'the newest transactions (coins, baskets, cash account) with status colour class and flow direction',
  options: {
    count: { type: 'string', hint: 'how many (10 by default)' },
    wallet: { type: 'string', hint: "one wallet's history: fiat:USD, coin:BTC or basket:ID" },
    page: { type: 'string', hint: 'with --wallet: the page of 10 (1 by default)' },
    csv: { type: 'boolean', hint: "with --wallet: the whole list as CSV (the app's export)" },
  },
  signedIn: true,
  run: async ({ runtime, services, messages, progress }, values) => {
    if (typeof values.wallet === 'string') {
      const page = typeof values.page === 'string' ? Number(values.page) : 1;
      if (!Number.isSafeInteger(page) || page < 1)
        throw usageFailure(`--page takes a whole number from 1, not "${String(values.page)}"`, 'for example --page 2');
      return progress('loading the history', walletHistory(services, messages, walletOf(values.wallet), page, values.csv === true));
    }
    const count = typeof values.count === 'string' ? Number(values.count) : 10;
    if (!Number.isSafeInteger(count) || count < 1)
      throw usageFailure(`--count takes a whole number from 1, not "${String(values.count)}"`, 'for example --count 20');
    const result = await progress(
      'loading the history',
      loadHistory({ trading: runtime.get('trading'), payments: runtime.get('payments'), baskets: runtime.get('baskets') }, count),
    );
    if (!result.ok) throw apiFailure(result.error, messages);
    const sign = { inflow: '+', outflow: '-', neutral: ' ', unknown: '?' } as const;
    return {
      json: toJson({ transactions: result.value.map((e) => ({ ...e, statusClass: `status--${e.tone}`, createdAt: new Date(e.createdAt).toISOString() })) }),
      human: table(
        ['when', 'kind', 'amount', 'status', 'flow'],
        result.value.map((e) => [
          new Date(e.createdAt).toISOString().slice(0, 16).replace('T', ' '),
          e.kind,
          `${sign[e.flow]}${e.amount.toFixed()} ${e.currency}`,
          `${e.status} (${e.tone})`,
          e.flow,
        ]),
        [false, false, true, false, false],
      ),
    };
  },
};
