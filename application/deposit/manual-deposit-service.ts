import { lastValueFrom, type SchedulerLike, timer } from 'rxjs';
import { BANK_INFO_EMAIL_IDLE, type BankInfoEmailState, cooldownSecondsLeft, emailFailed, emailSent } from '../../domain/deposit/bank-info-email';
import {
  initialManualDeposit,
  type ManualDepositEffect,
  type ManualDepositEvent,
  type ManualDepositState,
  stepManualDeposit,
  isVendorState,
} from '../../domain/deposit/manual-deposit-vendor';
import { checkReferenceSubmit } from '../../domain/deposit/reference-number';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { CurrencyCode } from '../../domain/money/currency';
import type { DepositReceipt, DepositsPort, ManualDepositMethod, ManualVendor } from '../ports/deposits-port';
import type { PaymentsPort } from '../ports/payments-port';
import type { BalanceService } from '../account/balance-service';
import type { SettlementStatus } from '../../domain/deposit/deposit-settlement';
import { StateStore, type ReadableStore } from '../shared/store';
import { CooldownTicker } from './cooldown-ticker';
import { apiFailed, type DepositFailure, type DepositResult, ruleFailed } from './deposit-failure';
import { depositSettlement, type Settlement } from './settlement-watch';

/** Manual bank info as the deposit modal shows it (spec 001 §2 "Manual bank info"). */
export interface ManualDepositView {
  readonly method: ManualDepositMethod | undefined;
  /** The domain's states: deposit information, confirm provider switch, retrieving details, error, restricted. */
  readonly vendor: ManualDepositState;
  readonly failure: DepositFailure | undefined;
  readonly email: BankInfoEmailState;
  /** A deposit found by its reference number, once submitted. */
  readonly reference: DepositReceipt | undefined;
  /** How the referenced deposit stands while followed: pending until it settles or fails. */
  readonly settlement: SettlementStatus | undefined;
}

const START: ManualDepositView = {
  method: undefined,
  vendor: { view: 'deposit_information', vendorId: null },
  failure: undefined,
  email: BANK_INFO_EMAIL_IDLE,
  reference: undefined,
  settlement: undefined,
};
const RESTING: ReadonlySet<ManualDepositState['view']> = new Set(['deposit_information', 'confirm_provider_switch', 'error', 'restricted_feature']);

/** What a ManualDepositService is made from (named as the composition root names them). */
export interface ManualDepositDependencies {
  readonly deposits: DepositsPort;
  readonly payments: PaymentsPort;
  readonly scheduler: SchedulerLike;
  readonly balances: Pick<BalanceService, 'refresh'>;
}

/**
 * Manual bank transfers (spec 001 §2, §4 "Manual deposit", §7): a method's vendors and the bank
 * details to pay into, switching to an uncreated vendor (created, then polled at the server's
 * frequency by the domain's machine), the details by email with its cooldown, and an unmatched
 * transfer found by its reference number, which then settles.
 */
export class ManualDepositService {
  private readonly store = new StateStore<ManualDepositView>(START);
  readonly state: ReadableStore<ManualDepositView> = this.store;
  private readonly cooldown: CooldownTicker;
  /** Seconds left before the bank details can be emailed again (0: the button is enabled). */
  readonly emailCooldown: ReadableStore<number>;

  constructor(private readonly deps: ManualDepositDependencies) {
    this.cooldown = new CooldownTicker(deps.scheduler);
    this.emailCooldown = this.cooldown.secondsLeft;
  }

  /** Loads a method's bank info; the first created vendor is shown. */
  async open(currency: CurrencyCode, depositMethod: string): Promise<DepositResult<ManualDepositView>> {
    this.store.update(() => START);
    this.cooldown.stop();
    const method = await this.deps.deposits.getManualDepositMethod(currency, depositMethod);
    if (!method.ok) return apiFailed(method.error);
    this.store.update(() => ({
      ...START,
      method: method.value,
      vendor: initialManualDeposit(method.value.vendors.map((v) => ({ vendor_id: v.vendorId, state: v.state }))),
    }));
    return { ok: true, value: this.store.getSnapshot() };
  }

  /** The vendor whose bank details are shown, if any. */
  shownVendor(): ManualVendor | undefined {
    const { method, vendor } = this.store.getSnapshot();
    const id = vendor.view === 'restricted_feature' ? null : vendor.vendorId;
    return method?.vendors.find((v) => v.vendorId === id);
  }

  /**
   * Picks a vendor; resolves once the view rests again (details shown, a switch to confirm, error).
   * Choice: a vendor state the client does not know is polled like a pending one.
   */
  async selectVendor(vendorId: string): Promise<DepositResult<ManualDepositView>> {
    const vendor = this.store.getSnapshot().method?.vendors.find((v) => v.vendorId === vendorId);
    if (vendor === undefined) return ruleFailed({ code: ErrorCode.invalidParameter, vendor: vendorId });
    await this.run({ type: 'select_vendor', vendorId, state: isVendorState(vendor.state) ? vendor.state : 'pending' });
    return { ok: true, value: this.store.getSnapshot() };
  }

  /** Confirms the provider switch: creates the vendor and follows it until its details can be shown. */
  async confirmSwitch(): Promise<ManualDepositView> {
    await this.run({ type: 'confirm_switch' });
    return this.store.getSnapshot();
  }

  cancelSwitch(): void {
    this.dispatch({ type: 'cancel_switch' });
  }

  retry(): void {
    this.dispatch({ type: 'retry' });
  }

  /** Emails the shown vendor's bank details (spec 001 §7, §8): the cooldown and verification code, or why not. */
  async emailBankInfo(): Promise<DepositResult<BankInfoEmailState>> {
    const { method, email } = this.store.getSnapshot();
    const vendor = this.shownVendor();
    if (method === undefined || vendor === undefined) return ruleFailed({ code: ErrorCode.bankInfoEmailFailed });
    const now = this.deps.scheduler.now();
    const left = cooldownSecondsLeft(email, now);
    if (left > 0) return ruleFailed({ code: ErrorCode.cooldownPeriodHasNotPassed, cooldown_in_seconds: left });
    const sent = await this.deps.deposits.emailBankInfo(method.currency, vendor.vendorId, method.depositMethod);
    if (sent.ok) {
      const state = emailSent(now, sent.value.cooldownInSeconds, sent.value.verificationCode);
      this.store.update((s) => ({ ...s, email: state }));
      this.cooldown.follow(state);
      return { ok: true, value: state };
    }
    if (sent.error.kind !== 'business') return apiFailed(sent.error);
    const seconds = sent.error.meta['cooldown_in_seconds'];
    const outcome = emailFailed(now, email, sent.error.code, typeof seconds === 'number' ? { cooldown_in_seconds: seconds } : undefined);
    if (outcome.kind === 'toast') return ruleFailed({ code: outcome.code });
    this.store.update((s) => ({ ...s, email: outcome.state }));
    this.cooldown.follow(outcome.state);
    return ruleFailed({ code: ErrorCode.cooldownPeriodHasNotPassed, cooldown_in_seconds: cooldownSecondsLeft(outcome.state, now) });
  }

  /**
   * Finds an unmatched transfer by its reference number (spec 001 §5: 8 to 12 characters, within
   * the day's attempts, checked with the domain's rule before the call).
   */
  async submitReference(reference: string): Promise<DepositResult<DepositReceipt>> {
    const method = this.store.getSnapshot().method;
    if (method === undefined) return ruleFailed({ code: ErrorCode.invalidParameter });
    const overview = await this.deps.deposits.getReferenceOverview(method.depositMethod);
    if (!overview.ok) return apiFailed(overview.error);
    const allowed = checkReferenceSubmit(reference, {
      usedToday: overview.value.currentDepositQuota,
      dailyQuota: overview.value.dailyQuota,
      submitting: false,
      inError: false,
    });
    if (!allowed.ok) return ruleFailed(allowed.error);
    const receipt = await this.deps.deposits.submitReferenceNumber(method.depositMethod, reference);
    if (!receipt.ok) return apiFailed(receipt.error);
    this.store.update((s) => ({ ...s, reference: receipt.value }));
    return receipt;
  }

  /** Follows the referenced deposit's cash account entry until it settles; undefined when the server names none. */
  async settlement(waitMs?: number): Promise<DepositResult<Settlement | undefined>> {
    const id = this.store.getSnapshot().reference?.transactionId;
    if (id === undefined) return { ok: true, value: undefined };
    return depositSettlement(this.deps, id, waitMs);
  }

  /**
   * Follows the referenced deposit until it settles (spec 001 §4: pending, then completed) and
   * then refreshes the balances, so every screen shows the money without a reload. A deposit
   * still pending when the wait runs out stays pending; one that failed moved no money.
   */
  async followSettlement(waitMs?: number): Promise<void> {
    const receipt = this.store.getSnapshot().reference;
    if (receipt === undefined) return;
    this.store.update((s) => ({ ...s, settlement: 'pending' }));
    const watched = await this.settlement(waitMs);
    if (this.store.getSnapshot().reference !== receipt) return;
    const status = watched.ok ? (watched.value?.status ?? 'pending') : 'pending';
    this.store.update((s) => ({ ...s, settlement: status }));
    if (status === 'settled') await this.deps.balances.refresh();
  }

  /** Dispatches `event` and carries out the effects until the view rests. */
  private async run(event: ManualDepositEvent): Promise<void> {
    let pending: ManualDepositEffect[] = [...this.dispatch(event)];
    while (pending.length > 0) {
      const [effect, ...rest] = pending;
      pending = rest;
      if (effect !== undefined) pending = [...pending, ...(await this.perform(effect))];
    }
    if (!RESTING.has(this.store.getSnapshot().vendor.view)) throw new Error('the manual deposit stopped while retrieving provider details');
  }

  private async perform(effect: ManualDepositEffect): Promise<readonly ManualDepositEffect[]> {
    const method = this.store.getSnapshot().method;
    if (method === undefined) return [];
    const key = (vendorId: string) => ({ currency: method.currency, paymentNetwork: method.depositMethod, vendorId });
    switch (effect.type) {
      case 'create_vendor': {
        const created = await this.deps.deposits.createVendor(key(effect.vendorId));
        if (created.ok) return this.dispatch({ type: 'vendor_created', state: created.value.state, polling: created.value });
        this.store.update((s) => ({ ...s, failure: { kind: 'api', error: created.error } }));
        return this.dispatch({ type: 'create_failed', code: created.error.kind === 'business' ? created.error.code : created.error.kind });
      }
      case 'fetch_vendor_state': {
        const state = await this.deps.deposits.getVendorState(key(effect.vendorId));
        if (!state.ok) this.store.update((s) => ({ ...s, failure: { kind: 'api', error: state.error } }));
        return this.dispatch(state.ok ? { type: 'vendor_state', state: state.value } : { type: 'vendor_state_failed' });
      }
      case 'schedule_poll':
        await lastValueFrom(timer(effect.ms, this.deps.scheduler));
        return this.dispatch({ type: 'tick' });
      case 'reload_deposit_method': {
        const reloaded = await this.deps.deposits.getManualDepositMethod(method.currency, method.depositMethod);
        if (reloaded.ok) this.store.update((s) => ({ ...s, method: reloaded.value }));
        else this.store.update((s) => ({ ...s, failure: { kind: 'api', error: reloaded.error } }));
        return [];
      }
    }
  }

  private dispatch(event: ManualDepositEvent): readonly ManualDepositEffect[] {
    const { state, effects } = stepManualDeposit(this.store.getSnapshot().vendor, event);
    this.store.update((s) => (s.vendor === state ? s : { ...s, vendor: state }));
    return effects;
  }
}
