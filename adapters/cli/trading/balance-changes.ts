import type { BalanceService } from '../../../application/account/balance-service';
import type { Wallets } from '../../../application/ports/account-port';
import type { CurrencyCode } from '../../../domain/money/currency';
import { type Dec, ZERO } from '../../../domain/money/decimal';
import { formatMoney } from '../../../domain/format/money-format';
import { table } from '../output/table';

/** Each wallet's amount by currency: cash accounts' balances and coins available. */
export type WalletAmounts = ReadonlyMap<CurrencyCode, { readonly amount: Dec; readonly coin: boolean }>;

export function walletAmounts(wallets: Wallets | undefined): WalletAmounts {
  const amounts = new Map<CurrencyCode, { readonly amount: Dec; readonly coin: boolean }>();
  wallets?.fiat.forEach((w) => amounts.set(w.currency, { amount: w.amount, coin: false }));
  wallets?.coins.forEach((w) => amounts.set(w.currency, { amount: w.available, coin: true }));
  return amounts;
}

/** The wallets as the server has them now (read again). */
export async function currentWallets(balances: BalanceService): Promise<WalletAmounts> {
  await balances.loadWallets();
  return walletAmounts(balances.state.getSnapshot().wallets);
}

export interface BalanceChange {
  readonly currency: CurrencyCode;
  readonly before: Dec;
  readonly after: Dec;
  readonly change: Dec;
  readonly coin: boolean;
}

/** The wallets whose amount differs, in currency order; a wallet that appears or disappears counts from or to zero. */
export function balanceChanges(before: WalletAmounts, after: WalletAmounts): readonly BalanceChange[] {
  const currencies = [...new Set([...before.keys(), ...after.keys()])].sort();
  return currencies.flatMap((currency) => {
    const was = before.get(currency);
    const is = after.get(currency);
    const from = was?.amount ?? ZERO;
    const to = is?.amount ?? ZERO;
    return from.equals(to) ? [] : [{ currency, before: from, after: to, change: to.minus(from), coin: (is ?? was)?.coin ?? false }];
  });
}

export const balanceChangesJson = (changes: readonly BalanceChange[]) =>
  changes.map((c) => ({ currency: c.currency, before: c.before.toFixed(), after: c.after.toFixed(), change: c.change.toFixed() }));

export function balanceChangesTable(changes: readonly BalanceChange[], locale: string): string {
  if (changes.length === 0) return 'no balance changed\n';
  const shown = (amount: Dec, c: BalanceChange) => formatMoney(amount, c.currency, c.coin, locale);
  return table(
    ['wallet', 'before', 'after', 'change'],
    changes.map((c) => [c.currency, shown(c.before, c), shown(c.after, c), `${c.change.isNegative() ? '-' : '+'}${shown(c.change.abs(), c)}`]),
    [false, true, true, true],
  );
}
