import { isWalletSetUp } from '../../../domain/payment/fiat-wallet';
import { formatCoin, formatFiat } from '../../../domain/format/money-format';
import { ZERO } from '../../../domain/money/decimal';
import { apiFailure } from '../api-failure';
import type { Command } from '../command';
import { loadedCustomer } from '../customer-view';
import { table } from '../output/table';
import { toJson } from '../output/to-json';

/**
 * `accounts`: the portfolio of /hub/account from the same account data (one read of the total,
 * the wallets and the baskets): each cash account with its state and what it offers (deposit or
 * setup), the coins, the baskets with their rebalancing, and the sum of the parts beside the total.
 */
export const accountsCommand: Command = {
  path: ['accounts'],
  summary: 'the portfolio: total and the sum of its parts, cash accounts (state, deposit or setup), coins, baskets (rebalancing, next)',
  options: {},
  signedIn: true,
  run: async ({ services, progress, messages }) => {
    const load = async () => {
      await loadedCustomer(services);
      await services.balances.refresh();
    };
    await progress('loading the portfolio', load());
    const { total, wallets, baskets, failed } = services.balances.state.getSnapshot();
    if (failed || total === undefined || wallets === undefined || baskets === undefined) throw apiFailure({ kind: 'network' }, messages);
    const locale = messages.locale;
    const parts = [...wallets.fiat.map((w) => w.amount), ...wallets.coins.map((c) => c.nativeAvailable), ...baskets.map((b) => b.balance)];
    const sum = parts.reduce((s, v) => s.plus(v), ZERO);
    const next = (at: number | undefined, interval: string) => (interval === 'never' || at === undefined ? undefined : new Date(at).toISOString());
    return {
      json: toJson({
        total,
        sumOfParts: { amount: sum, currency: total.currency },
        cashAccounts: wallets.fiat.map((w) => ({ currency: w.currency, amount: w.amount, state: w.state, action: isWalletSetUp(w) ? 'deposit' : 'setup' })),
        coins: wallets.coins.map((c) => ({ currency: c.currency, available: c.available, value: { currency: c.nativeCurrency, amount: c.nativeAvailable } })),
        baskets: baskets.map((b) => ({
          id: b.id,
          title: b.title,
          value: { currency: b.balanceCurrency, amount: b.balance },
          weights: b.weights.map((w) => ({ symbol: w.symbol, weight: w.weight })),
          rebalancing: b.rebalancingInterval,
          nextRebalancing: next(b.nextRebalancingAt, b.rebalancingInterval),
        })),
      }),
      human:
        `total:        ${formatFiat(total.amount, total.currency, locale)}\nsum of parts: ${formatFiat(sum, total.currency, locale)}\n\n` +
        table(
          ['cash account', 'balance', 'state', 'offers'],
          wallets.fiat.map((w) => [w.currency, formatFiat(w.amount, w.currency, locale), w.state, isWalletSetUp(w) ? 'deposit' : 'setup']),
          [false, true, false, false],
        ) +
        '\n' +
        table(
          ['coin', 'available', 'value'],
          wallets.coins.map((c) => [c.currency, formatCoin(c.available, c.currency, locale), formatFiat(c.nativeAvailable, c.nativeCurrency, locale)]),
          [false, true, true],
        ) +
        '\n' +
        table(
          ['basket', 'value', 'rebalancing', 'next'],
          baskets.map((b) => [
            `${b.title} (${b.id})`,
            formatFiat(b.balance, b.balanceCurrency, locale),
            b.rebalancingInterval,
            next(b.nextRebalancingAt, b.rebalancingInterval) ?? '-',
          ]),
          [false, true, false, false],
        ),
    };
  },
};
