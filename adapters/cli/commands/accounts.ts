import { isWalletSetUp } from '../../../domain/payment/fiat-wallet';
import { formatCoin, formatFiat } from '../../../domain/format/money-format';
import { sumOfParts } from '../../../domain/money/sum-of-parts';
import type { Command } from '../command';
import { loadedAccountData } from '../customer-view';
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
  run: async (context) => {
    const { total, wallets, baskets } = await loadedAccountData(context, 'loading the portfolio');
    const locale = context.messages.locale;
    const sum = sumOfParts(total.currency, [
      ...wallets.fiat.map((w) => ({ amount: w.amount, currency: w.currency })),
      ...wallets.coins.map((c) => ({ amount: c.nativeAvailable, currency: c.nativeCurrency })),
      ...baskets.map((b) => ({ amount: b.balance, currency: b.balanceCurrency })),
    ]);
    const next = (at: number | undefined, interval: string) => (interval === 'never' || at === undefined ? undefined : new Date(at).toISOString());
    return {
      json: toJson({
        total,
        sumOfParts: sum === undefined ? null : { amount: sum, currency: total.currency },
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
        `total:        ${formatFiat(total.amount, total.currency, locale)}\nsum of parts: ${sum === undefined ? '- (a cash account in another currency: the total converts it)' : formatFiat(sum, total.currency, locale)}\n\n` +
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
