import { checkReferenceSubmit } from '../../../../domain/deposit/reference-number';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { fiatFractionDigits } from '../../../../domain/money/currency';
import { Money } from '../../../../domain/money/decimal';
import { isSameUtcDay } from '../../../../domain/shared/utc-calendar';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { requireDepositWallet, requireNetwork } from './deposit-guards';
import { accountDeposits, type DepositOrderState, depositsSlice } from './deposit-state';
import { MANUAL_METHODS, notManualMethod } from './manual-methods';
import { networkCurrency } from './method-catalog';
import { personaDeposits } from './persona-deposits';
import type { DepositSettlement } from './settlement';

/** Choice: five reference numbers a day per method. */
export const REFERENCE_DAILY_QUOTA = 5;
export const REFERENCE_FAQ_URL = 'https://help.sandbox.test/deposits/reference-number';

export interface ReferenceOverview {
  readonly usedToday: number;
  readonly dailyQuota: number;
}

/**
 * Reference-number matching (spec 001 §2, §5): a transfer the bank could not match is found by the
 * reference number the customer enters (checked with the domain's reference rules, five attempts a
 * day) and settles after a delay. A reference already matched returns the same deposit.
 */
export class SandboxReferenceDeposits {
  constructor(
    private readonly context: SandboxContext,
    private readonly settlement: DepositSettlement,
  ) {}

  /** Reference numbers apply to the manual bank-transfer methods only: `/api/{deposit_method}/...` answers invalid_parameter for others. */
  overview(account: SandboxAccount, method: string): SandboxResult<ReferenceOverview> {
    if (MANUAL_METHODS[method] === undefined) return err(notManualMethod(method));
    return ok({ usedToday: this.attemptsToday(account, method).length, dailyQuota: REFERENCE_DAILY_QUOTA });
  }

  submit(account: SandboxAccount, method: string, rawReference: unknown): SandboxResult<DepositOrderState> {
    if (MANUAL_METHODS[method] === undefined) return err(notManualMethod(method));
    const currency = networkCurrency(method) ?? '';
    const network = requireNetwork(account, method, currency);
    if (!network.ok) return network;
    const wallet = requireDepositWallet(account, currency);
    if (!wallet.ok) return wallet;
    const reference = typeof rawReference === 'string' ? rawReference : '';
    const deposits = accountDeposits(this.context, account);
    const claimed = deposits.claimedReferences[reference];
    const previous = claimed === undefined ? undefined : depositsSlice(this.context).orders[claimed];
    if (previous !== undefined) return ok(previous);
    const attempts = this.attemptsToday(account, method);
    const allowed = checkReferenceSubmit(reference, { usedToday: attempts.length, dailyQuota: REFERENCE_DAILY_QUOTA, submitting: false, inError: false });
    if (!allowed.ok) return err({ code: allowed.error.code });
    (deposits.referenceAttempts[method] ??= []).push(this.context.now());
    const transfer = personaDeposits(account.persona.key).unmatchedTransfers[reference];
    if (transfer?.method !== method) return err({ code: ErrorCode.referenceNumberNotFound });
    const amount = new Money(transfer.amount).toFixed(fiatFractionDigits(wallet.value));
    const order: DepositOrderState = {
      id: this.context.nextId('dref'),
      kind: 'reference',
      accountUuid: account.uuid,
      currency: wallet.value,
      paymentNetwork: method,
      amount,
      fee: new Money(0).toFixed(fiatFractionDigits(wallet.value)),
      receivable: amount,
      createdAt: this.context.now(),
      status: 'created',
    };
    depositsSlice(this.context).orders[order.id] = order;
    deposits.claimedReferences[reference] = order.id;
    this.settlement.start(account, order);
    return ok(order);
  }

  private attemptsToday(account: SandboxAccount, method: string): number[] {
    const now = this.context.now();
    return (accountDeposits(this.context, account).referenceAttempts[method] ?? []).filter((at) => isSameUtcDay(at, now));
  }
}
