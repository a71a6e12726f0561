import { cooldownSecondsLeft, emailSent } from '../../../../domain/deposit/bank-info-email';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { isSameUtcDay } from '../../../../domain/shared/utc-calendar';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { requireDepositWallet, requireNetwork } from './deposit-guards';
import { accountDeposits } from './deposit-state';
import { bankDetailValue, MANUAL_METHODS, notManualMethod, type ManualMethodDefinition, type VendorDefinition } from './manual-methods';

export const VENDOR_READY_TASK = 'deposits.vendor_ready';
/** create_vendor's polling instructions, in seconds (domain/deposit/vendor-state.ts). */
export const VENDOR_POLLING = { frequencySeconds: 1, timeoutSeconds: 10 } as const;
/** Choice: the bank details can be emailed once a minute, three times a day. */
export const EMAIL_COOLDOWN_SECONDS = 60;
export const EMAILS_PER_DAY = 3;

export interface VendorView {
  readonly definition: VendorDefinition;
  readonly state: string;
  /** Bank details exist only for a created vendor. */
  readonly details: readonly { readonly key: string; readonly value: string }[];
}

export interface ManualMethodView {
  readonly method: string;
  readonly currency: string;
  readonly vendors: readonly VendorView[];
}

/**
 * Manual bank transfers (spec 001 §2 "Manual bank info", §4 "Manual deposit"): each method's
 * vendors with the customer's bank details; creating an uncreated vendor makes it pending, and it
 * becomes created after the vendor's delay in sandbox time; bank details by email with a cooldown,
 * a daily maximum and a verification code.
 */
export class SandboxManualDeposits {
  constructor(private readonly context: SandboxContext) {
    context.onTask(VENDOR_READY_TASK, (task) => {
      const account = this.context.account(task.payload['accountUuid'] ?? '');
      if (account !== undefined) this.setVendorState(account, task.payload['key'] ?? '', 'created');
    });
  }

  show(account: SandboxAccount, currency: string, method: string): SandboxResult<ManualMethodView> {
    const found = this.method(account, currency, method);
    if (!found.ok) return found;
    return ok({ method, currency, vendors: found.value.vendors.map((v) => this.vendorView(account, method, v)) });
  }

  vendorState(account: SandboxAccount, currency: string, method: string, vendorId: string): SandboxResult<string> {
    const vendor = this.vendor(account, currency, method, vendorId);
    return vendor.ok ? ok(this.stateOf(account, method, vendor.value)) : vendor;
  }

  /** An uncreated vendor becomes pending and is created after its delay; a created or pending one stays as it is. */
  createVendor(account: SandboxAccount, currency: string, method: string, vendorId: string): SandboxResult<string> {
    const vendor = this.vendor(account, currency, method, vendorId);
    if (!vendor.ok) return vendor;
    const state = this.stateOf(account, method, vendor.value);
    if (state !== 'uncreated') return ok(state);
    this.startCreating(account, method, vendor.value);
    return ok('pending');
  }

  /** Emails the vendor's bank details; returns the verification code. */
  emailBankInfo(account: SandboxAccount, currency: string, vendorId: string, method: string): SandboxResult<string> {
    const vendor = this.vendor(account, currency, method, vendorId);
    if (!vendor.ok) return vendor;
    if (this.stateOf(account, method, vendor.value) !== 'created')
      return err({ code: ErrorCode.invalidParameter, message: 'the vendor has no bank details yet' });
    const now = this.context.now();
    const sent = (accountDeposits(this.context, account).emails[`${method}:${vendorId}`] ??= []);
    const last = sent.at(-1);
    const cooldown = last === undefined ? 0 : cooldownSecondsLeft(emailSent(last, EMAIL_COOLDOWN_SECONDS, ''), now);
    if (cooldown > 0) return err({ code: ErrorCode.cooldownPeriodHasNotPassed, meta: { cooldown_in_seconds: cooldown } });
    if (sent.filter((at) => isSameUtcDay(at, now)).length >= EMAILS_PER_DAY) return err({ code: ErrorCode.reachedMaximumAttempts });
    sent.push(now);
    return ok(verificationCode(this.context.nextId('mail')));
  }

  private method(account: SandboxAccount, currency: string, method: string): SandboxResult<ManualMethodDefinition> {
    const wallet = requireDepositWallet(account, currency);
    if (!wallet.ok) return wallet;
    const network = requireNetwork(account, method, currency);
    if (!network.ok) return network;
    const definition = MANUAL_METHODS[method];
    return definition === undefined ? err(notManualMethod(method)) : ok(definition);
  }

  private vendor(account: SandboxAccount, currency: string, method: string, vendorId: string): SandboxResult<VendorDefinition> {
    const found = this.method(account, currency, method);
    if (!found.ok) return found;
    const vendor = found.value.vendors.find((v) => v.id === vendorId);
    return vendor === undefined ? err({ code: ErrorCode.invalidParameter, message: `${vendorId} is not a vendor of ${method}` }) : ok(vendor);
  }

  private vendorView(account: SandboxAccount, method: string, vendor: VendorDefinition): VendorView {
    const state = this.stateOf(account, method, vendor);
    const definition = MANUAL_METHODS[method];
    const details =
      state === 'created' && definition !== undefined
        ? definition.details.map((key) => ({ key, value: bankDetailValue(key, account, method, vendor.id) }))
        : [];
    return { definition: vendor, state, details };
  }

  /** A vendor first seen pending (sepa's second one) starts being created then. */
  private stateOf(account: SandboxAccount, method: string, vendor: VendorDefinition): string {
    const key = `${method}:${vendor.id}`;
    const vendors = accountDeposits(this.context, account).vendors;
    const known = vendors[key];
    if (known !== undefined) return known;
    if (vendor.initial === 'pending') this.startCreating(account, method, vendor);
    else vendors[key] = vendor.initial;
    return vendor.initial;
  }

  private startCreating(account: SandboxAccount, method: string, vendor: VendorDefinition): void {
    const key = `${method}:${vendor.id}`;
    this.setVendorState(account, key, 'pending');
    this.context.schedule(VENDOR_READY_TASK, this.context.now() + vendor.readyAfterMs, { accountUuid: account.uuid, key });
  }

  private setVendorState(account: SandboxAccount, key: string, state: string): void {
    accountDeposits(this.context, account).vendors[key] = state;
  }
}

/** A 6-digit code derived from a fresh sandbox id (deterministic for a given state). */
function verificationCode(id: string): string {
  let hash = 7;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 900_000;
  return String(100_000 + hash);
}
