import type { ErrorBody } from '../../../http/schemas/common';
import type { BankAccountWire } from '../../../http/schemas/bank-linking';
import type { DepositReceiptWire } from '../../../http/schemas/deposits';
import type { BankAccountState, DepositOrderState } from '../../exchange/deposits/deposit-state';
import { receiptStatus } from '../../exchange/deposits/settlement';
import type { SandboxError } from '../../exchange/sandbox-exchange';
import { failure } from '../respond';

export const bankAccountWire = (b: BankAccountState): BankAccountWire => ({
  id: b.id,
  bank_name: b.bankName,
  masked_account_identifier_value: b.mask,
  currency: b.currency,
  status: b.status,
});

export const receiptWire = (order: DepositOrderState): DepositReceiptWire => ({
  order_id: order.id,
  status: receiptStatus(order),
  amount: order.amount,
  currency: order.currency,
  ...(order.transactionId === undefined ? {} : { transaction_id: order.transactionId }),
});

/**
 * A business error carrying a server-localised text (spec 001 §8: pull create failures, reference
 * submit errors, unsettled bank-account deletes): the message key is the code, the payloads its meta.
 */
export function localizedFailure(error: SandboxError, titleKey?: string): ErrorBody {
  const payloads = Object.fromEntries(Object.entries(error.meta ?? {}).map(([k, v]) => [k, String(v)]));
  return { ...failure(error), l10n_error: { ...(titleKey === undefined ? {} : { title_key: titleKey }), message_key: error.code, payloads } };
}
