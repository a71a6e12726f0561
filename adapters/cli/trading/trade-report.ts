import type { TradeReceipt } from '../../../application/ports/trading-port';
import { fields } from '../output/table';
import { balanceChanges, balanceChangesJson, balanceChangesTable, currentWallets } from './balance-changes';
import { transactionJson, transactionLines } from './trade-output';
import type { TradingDesk } from './trading-desk';

/** What a command prints about an executed trade. */
export interface TradeReport {
  readonly json: Record<string, unknown>;
  readonly human: string;
}

/** Which sides of a trade are coins (shown as coins) rather than fiat. */
export interface TradeSides {
  readonly paidInCoin: boolean;
  readonly receivedInCoin: boolean;
}

/**
 * Executes a trade (`execute` confirms the quote a widget shows) and reports it with every
 * balance it changed: the wallets as the server has them before and after.
 */
export async function executeAndReport(desk: TradingDesk, execute: () => Promise<TradeReceipt>, sides: TradeSides, locale: string): Promise<TradeReport> {
  const { balances } = desk.services;
  const before = await currentWallets(balances);
  const { transaction, isFirstPurchase } = await execute();
  const changes = balanceChanges(before, await currentWallets(balances));
  return {
    json: { transaction: transactionJson(transaction, isFirstPurchase), balance_changes: balanceChangesJson(changes) },
    human: `${fields(transactionLines(transaction, sides.paidInCoin, sides.receivedInCoin, locale))}\n${balanceChangesTable(changes, locale)}`,
  };
}
