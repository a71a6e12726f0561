import { ErrorCode } from '../../../domain/errors/error-codes';
import { ruleFailure } from '../api-failure';
import { type CliMessages } from '../output/cli-messages';
import { fields } from '../output/table';
import { balanceChanges, balanceChangesJson, balanceChangesTable, currentWallets } from './balance-changes';
import { confirmShownBuy } from './buy-driver';
import { type Checkout } from './checkout';
import { transactionJson, transactionLines } from './trade-output';
import { type TradingDesk } from './trading-desk';

/** What a command prints about an executed trade. */
export interface TradeReport {
  readonly json: Record<string, unknown>;
  readonly human: string;
}

/** Confirms the quote the Buy confirmation shows; reports the trade and every balance it changed. */
export async function confirmBuyAndReport(desk: TradingDesk, checkout: Checkout, messages: CliMessages): Promise<TradeReport> {
  const { buy, balances } = desk.services;
  const paidInCoin = buy.state.getSnapshot().sourceIsCoin;
  const before = await currentWallets(balances);
  const end = await confirmShownBuy(desk, checkout, messages);
  if (end.kind === 'cancelled') throw ruleFailure(ErrorCode.purchaseCancelled, {}, messages);
  const changes = balanceChanges(before, await currentWallets(balances));
  const { transaction, isFirstPurchase } = end.receipt;
  return {
    json: { transaction: transactionJson(transaction, isFirstPurchase), balance_changes: balanceChangesJson(changes) },
    human: `${fields(transactionLines(transaction, paidInCoin, true, messages.locale))}\n${balanceChangesTable(changes, messages.locale)}`,
  };
}
