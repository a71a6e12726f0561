import { loadHistory } from '../../../application/history/transaction-history';
import { usageFailure } from '../cli-failure';
import { apiFailure } from '../api-failure';
import type { Command } from '../command';
import { table } from '../output/table';
import { toJson } from '../output/to-json';

/** `history`: the newest transactions with their status colour class and flow direction. */
export const historyCommand: Command = {
  path: ['history'],
  summary: 'the newest transactions (coins, baskets, cash account) with status colour class and flow direction',
  options: { count: { type: 'string', hint: 'how many (10 by default)' } },
  signedIn: true,
  run: async ({ runtime, messages, progress }, values) => {
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
