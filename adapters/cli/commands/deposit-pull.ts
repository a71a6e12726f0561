import type { PullBankAccount, PullDepositData } from '../../../application/deposit/pull-deposit-service';
import type { PageContent, PullOrder } from '../../../application/ports/deposits-port';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { formatFiat } from '../../../domain/format/money-format';
import type { Command } from '../command';
import { fields, table } from '../output/table';
import { amountFlag, CURRENCY_OPTION, currencyFlag, requiredText, textFlag, WAIT_OPTION, waitFlag } from './deposit-flags';
import { cashAccountAfter, depositFailure, enterMethod, orFail, settlementJson, settlementLine } from './deposit-support';

const USAGE = 'deposit pull --amount 150 --currency USD --network us_ach_pull --passcode 147258';

const accountJson = (a: PullBankAccount) => ({
  id: a.id,
  bank_name: a.bankName,
  masked_account_identifier_value: a.maskedAccountIdentifier,
  status: a.status,
  group: a.group,
});

const limitsJson = (data: PullDepositData) => {
  const o = data.overview;
  return {
    minimum_deposit_amount: o.minimumDepositAmount.toFixed(),
    maximum_transaction_amount: o.maximumTransactionAmount.toFixed(),
    remaining_daily_transactions: o.remainingDailyCount,
    remaining_monthly_transactions: o.remainingMonthlyCount,
    remaining_daily_quota: o.remainingDailyQuota.toFixed(),
    remaining_monthly_quota: o.remainingMonthlyQuota.toFixed(),
  };
};

const contentLines = (content: readonly PageContent[]): [string, string][] =>
  content.flatMap((block): [string, string][] => {
    switch (block.type) {
      case 'key_value_pairs':
        return block.pairs.map((p): [string, string] => [p.key, p.value]);
      case 'simple_text':
        return [['note', block.text]];
      case 'simple_text_with_title':
        return [[block.title, block.text]];
    }
  });

const pageJson = (order: PullOrder) => ({ title: order.pageTitle, content: order.pageContent, footer: order.pageFooter });

/**
 * `deposit pull`: money pulled from a linked bank account (spec 001 §2, §4 "Pull deposit", §5):
 * the overview's limits and the accounts, the confirm chain checked before any order, the order's
 * confirm page, the passcode, and the money settling. `--preview` stops after the checks.
 */
export const depositPullCommand: Command = {
  path: ['deposit', 'pull'],
  summary: 'pull a deposit from a linked bank account (testers: early access): limits, confirm page, passcode, settlement',
  options: {
    amount: { type: 'string', hint: 'the amount to pull, e.g. 150.50' },
    currency: CURRENCY_OPTION,
    network: { type: 'string', hint: 'the pull network, e.g. us_ach_pull' },
    account: { type: 'string', hint: 'the bank account id (the first one that can be pulled from by default)' },
    passcode: { type: 'string', hint: 'your 6-digit passcode (not needed with --preview)' },
    preview: { type: 'boolean', hint: 'only show the accounts and limits and check the amount' },
    wait: WAIT_OPTION,
  },
  required: ['amount', 'currency', 'network'],
  signedIn: true,
  run: async ({ services, messages, progress }, values) => {
    const currency = currencyFlag(values);
    const network = textFlag(values, 'network') ?? '';
    const amount = amountFlag(values, currency, messages);
    const passcode = values.preview === true ? undefined : requiredText(values, 'passcode', `usage: ${USAGE}`);
    const waitMs = waitFlag(values);
    const service = services.pullDeposit;
    service.close();
    await progress('opening the pull deposit', enterMethod(services, currency, network, 'deposit_pull', messages));
    const data = orFail(await progress('loading your bank accounts', service.load(currency, network)), messages);
    const request = orFail(service.check(data, textFlag(values, 'account'), amount), messages);
    const account = data.bankAccounts.find((a) => a.id === request.bankAccountId);
    const locale = messages.locale;
    if (passcode === undefined) {
      return {
        json: {
          preview: {
            amount: request.amount.toFixed(),
            currency,
            network,
            bank_account: account === undefined ? null : accountJson(account),
            limits: limitsJson(data),
            bank_accounts: data.bankAccounts.map(accountJson),
          },
        },
        human:
          fields([
            ['amount', formatFiat(request.amount, currency, locale)],
            ['from', account === undefined ? request.bankAccountId : `${account.bankName} ${account.maskedAccountIdentifier}`],
          ]) +
          '\n' +
          table(
            ['bank account', 'bank', 'number', 'link'],
            data.bankAccounts.map((a) => [a.id, a.bankName, a.maskedAccountIdentifier, `${a.status} (${a.group})`]),
          ),
      };
    }
    const order = orFail(await progress('creating the deposit', service.createOrder(data, request)), messages);
    orFail(service.confirm(), messages);
    const confirmed = orFail(await progress('confirming with your passcode', service.submitPasscode(passcode)), messages);
    if (confirmed.confirm.step !== 'success')
      throw depositFailure(confirmed.failure ?? { kind: 'rule', code: ErrorCode.pullConfirmFailed, params: {} }, messages);
    const settlement = orFail(await progress('waiting for the money to arrive', service.settlement(waitMs)), messages);
    const balance = await cashAccountAfter(services, currency);
    return {
      json: {
        pull: {
          order_id: order.orderId,
          amount: request.amount.toFixed(),
          currency,
          network,
          bank_account: account === undefined ? null : accountJson(account),
        },
        confirm_page: pageJson(order),
        receipt: { status: confirmed.receipt?.status ?? null, transaction_id: confirmed.receipt?.transactionId ?? null },
        settlement: settlementJson(settlement),
        cash_account: { currency, balance: balance?.toFixed() ?? null },
      },
      human: fields([
        [
          'deposit',
          `${formatFiat(request.amount, currency, locale)} from ${account === undefined ? request.bankAccountId : `${account.bankName} ${account.maskedAccountIdentifier}`}`,
        ],
        ...contentLines(order.pageContent),
        ['settlement', settlementLine(settlement, locale)],
        ['cash account', balance === undefined ? '-' : formatFiat(balance, currency, locale)],
      ]),
    };
  },
};
