import { formatCoin, formatFiat } from '../../../domain/format/money-format';
import type { Command } from '../command';
import { table } from '../output/table';
import { toJson } from '../output/to-json';
import { loadedAccountData } from '../customer-view';

/** `balances`: the total balance, the fiat wallets, the coin wallets (available and native value) and the baskets held. */
export const balancesCommand: Command = {
  path: ['balances'],
  summary: 'total balance, fiat wallets (currency, amount, state), coin wallets (available, native value) and baskets held',
  options: {},
  signedIn: true,
  run: async (context) => {
    const { total, wallets, baskets } = await loadedAccountData(context, 'loading balances');
    const locale = context.messages.locale;
    return {
      json: toJson({
        total,
        fiatWallets: wallets.fiat.map((w) => ({ currency: w.currency, amount: w.amount, state: w.state })),
        coinWallets: wallets.coins.map((c) => ({
          currency: c.currency,
          available: c.available,
          nativeValue: { currency: c.nativeCurrency, amount: c.nativeAvailable },
        })),
        baskets: baskets.map((b) => ({ id: b.id, title: b.title, value: { currency: b.balanceCurrency, amount: b.balance } })),
      }),
      human:
        `total: ${formatFiat(total.amount, total.currency, locale)}\n\n` +
        table(
          ['cash account', 'balance', 'state'],
          wallets.fiat.map((w) => [w.currency, formatFiat(w.amount, w.currency, locale), w.state]),
          [false, true, false],
        ) +
        '\n' +
        table(
          ['coin', 'available', 'value'],
          wallets.coins.map((c) => [c.currency, formatCoin(c.available, c.currency, locale), formatFiat(c.nativeAvailable, c.nativeCurrency, locale)]),
          [false, true, true],
        ) +
        (baskets.length === 0
          ? ''
          : '\n' +
            table(
              ['basket', 'value'],
              baskets.map((b) => [b.title, formatFiat(b.balance, b.balanceCurrency, locale)]),
              [false, true],
            )),
    };
  },
};
