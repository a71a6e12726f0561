import type { AppServices } from '../../../application/app-services';
import type { DepositFailure } from '../../../application/deposit/deposit-failure';
import { type DepositCustomer, depositCustomerOf, type MethodChoice } from '../../../application/deposit/deposit-methods-service';
import type { Settlement } from '../../../application/deposit/settlement-watch';
import type { Result } from '../../../domain/shared/result';
import type { DepositMethodKind } from '../../../domain/deposit/deposit-method';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { formatFiat } from '../../../domain/format/money-format';
import type { CurrencyCode } from '../../../domain/money/currency';
import type { Dec } from '../../../domain/money/decimal';
import { apiFailure, ruleFailure } from '../api-failure';
import { type CliFailed, usageFailure } from '../cli-failure';
import type { CliMessages } from '../output/cli-messages';
import { loadedCustomer } from '../customer-view';

/** A deposit failure as the CLI reports it: the backend's (apiFailure) or the domain's (ruleFailure). */
export const depositFailure = (failure: DepositFailure, messages: CliMessages): CliFailed =>
  failure.kind === 'api' ? apiFailure(failure.error, messages) : ruleFailure(failure.code, failure.params, messages);

/** The value of a deposit step, or its failure thrown as the CLI's. */
export function orFail<T>(result: Result<T, DepositFailure>, messages: CliMessages): T {
  if (!result.ok) throw depositFailure(result.error, messages);
  return result.value;
}

export async function depositCustomer(services: AppServices): Promise<DepositCustomer> {
  return depositCustomerOf(await loadedCustomer(services));
}

/**
 * Goes through the picker and the method flow as the deposit modal does before a method's screen
 * (spec 001 §4): the method must be offered and lead to `screen`; otherwise the flow's refusal.
 */
export async function enterMethod(
  services: AppServices,
  currency: CurrencyCode,
  method: string,
  screen: DepositMethodKind,
  messages: CliMessages,
): Promise<void> {
  const customer = await depositCustomer(services);
  const choice = await services.depositMethods.choose(currency, method, customer);
  if (!choice.ok) throw apiFailure(choice.error, messages);
  refuseUnlessScreen(choice.value, method, currency, screen, messages);
}

const SCREEN_NAMES: Readonly<Record<DepositMethodKind, string>> = {
  card_top_up: 'card top-up',
  paypal: 'PayPal deposit',
  deposit_pull: 'deposit pull',
  deposit_request: 'deposit request',
  manual: 'manual bank transfer',
};

function refuseUnlessScreen(choice: MethodChoice, method: string, currency: CurrencyCode, screen: DepositMethodKind, messages: CliMessages): void {
  switch (choice.kind) {
    case 'continue':
      if (choice.screen !== screen)
        throw usageFailure(
          `${method} is a ${SCREEN_NAMES[choice.screen]}, not a ${SCREEN_NAMES[screen]}`,
          `see the methods: crypto-cli deposit methods --currency ${currency}`,
        );
      return;
    case 'not_offered':
      throw ruleFailure(choice.code, { method, shown_as: choice.label }, messages);
    case 'personal_information_required':
      throw ruleFailure(ErrorCode.personalInformationRequired, { fields: choice.fields.join(',') }, messages);
    case 'viban_not_eligible':
      throw ruleFailure(choice.code, { currency: choice.currency }, messages);
  }
}

/** The cash account balance of `currency` after a deposit, read again. */
export async function cashAccountAfter(services: AppServices, currency: CurrencyCode): Promise<Dec | undefined> {
  await services.balances.refresh();
  return services.balances.state.getSnapshot().wallets?.fiat.find((w) => w.currency === currency)?.amount;
}

/** A settlement as JSON (snake_case, amounts as strings); undefined when the server named no entry to follow. */
export const settlementJson = (settlement: Settlement | undefined) =>
  settlement === undefined
    ? { status: 'not_tracked' }
    : {
        status: settlement.status,
        transaction_id: settlement.transaction.id,
        amount: settlement.transaction.amount.toFixed(),
        currency: settlement.transaction.currency,
      };

export const SETTLEMENT_TEXT = {
  settled: 'arrived in the cash account',
  failed: 'failed: nothing was credited',
  pending: 'still on its way (see `history`)',
} as const;

export function settlementLine(settlement: Settlement | undefined, locale: string): string {
  if (settlement === undefined) return 'the server did not say how to follow this deposit';
  const { transaction } = settlement;
  return `${formatFiat(transaction.amount, transaction.currency, locale)} ${SETTLEMENT_TEXT[settlement.status]}`;
}
