import type { SchedulerLike } from 'rxjs';
import type { BankLinkMessage } from '../../domain/deposit/bank-link-message';
import { RELINK_CLOSED, type RelinkEffect, type RelinkEvent, type RelinkState, stepRelink } from '../../domain/deposit/relink-modal';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { ToastService } from '../notifications/toast-service';
import type { BankLinkingPort } from '../ports/bank-linking-port';
import { BANK_LINK_CHANNEL } from '../ports/payment-frame-port';
import type { PaymentSurfaces } from '../ports/payment-surfaces';
import { StateStore, type ReadableStore } from '../shared/store';
import type { DepositFailure } from './deposit-failure';

/** A bank link in progress as the pull deposit shows it: the domain's session, the page to show, why the last try failed. */
export interface BankLinkView {
  readonly session: RelinkState;
  /** The bank-link page, shown in the payment frame while the link opens. */
  readonly pageUrl: string | undefined;
  readonly failure: DepositFailure | undefined;
  /** Counts the linked, relinked, edited and removed accounts: the pull deposit reloads its accounts when it moves. */
  readonly changes: number;
}

const START: BankLinkView = { session: RELINK_CLOSED, pageUrl: undefined, failure: undefined, changes: 0 };
const UNAVAILABLE: DepositFailure = { kind: 'rule', code: ErrorCode.bankLinkUnavailable, params: {} };

/** What a BankLinkService is made from (named as the composition root names them). */
export interface BankLinkDependencies {
  readonly bankLinking: BankLinkingPort;
  readonly paymentSurfaces: PaymentSurfaces;
  readonly toasts: ToastService;
  readonly scheduler: SchedulerLike;
}

/**
 * Linking a bank account for pull deposits (spec 001 §2, §4, §8): Add account or the relink modal
 * (Relink, Opening bank link, Linking) through the domain's machine. A link token opens the bank-link
 * page on the gateway's origin in the payment frame; the time until the page has loaded is logged to
 * the server; the page's success is exchanged for the linked (or relinked) account, its cancel
 * returns (to Relink, or closes an Add), its failure shows the link error.
 */
export class BankLinkService {
  private readonly store = new StateStore<BankLinkView>(START);
  readonly state: ReadableStore<BankLinkView> = this.store;
  private waiting: AbortController | undefined;

  constructor(private readonly deps: BankLinkDependencies) {}

  /** Add account: straight to Opening bank link for a new account. */
  add(): Promise<void> {
    return this.run(this.dispatch({ type: 'add', at: this.deps.scheduler.now() }));
  }

  /** The relink modal for an account whose link needs renewing (or whose pull failed with account_link_fail_error). */
  openRelink(bankAccountId: string): void {
    this.dispatch({ type: 'open', bankAccountId });
  }

  /** Relink (or try again after a failure). */
  relink(): Promise<void> {
    return this.run(this.dispatch({ type: 'relink_pressed', at: this.deps.scheduler.now() }));
  }

  /** The page has loaded in the frame: the opening duration is logged once. */
  pageLoaded(): void {
    const log = this.dispatch({ type: 'bank_link_opened', at: this.deps.scheduler.now() }).find((e) => e.type === 'log_opening_duration');
    if (log !== undefined) void this.deps.bankLinking.logLinkOpening(log.ms);
  }

  /** The customer closed the bank-link page: as leaving the bank link. */
  closePage(): void {
    this.waiting?.abort();
  }

  /** Closes the modal from any state. */
  close(): void {
    this.waiting?.abort();
    this.waiting = undefined;
    this.dispatch({ type: 'close' });
    this.store.update((s) => ({ ...s, pageUrl: undefined, failure: undefined }));
  }

  /** An account was edited or removed elsewhere: the accounts are read again. */
  changed(): void {
    this.store.update((s) => ({ ...s, changes: s.changes + 1 }));
  }

  private async run(effects: readonly RelinkEffect[]): Promise<void> {
    const create = effects.find((e) => e.type === 'create_link_token');
    if (create === undefined) return;
    const frame = this.deps.paymentSurfaces.paymentFrame;
    const token = frame === undefined ? undefined : await this.deps.bankLinking.createLinkToken(create.bankAccountId);
    if (this.store.getSnapshot().session.status !== 'opening_bank_link') return;
    if (frame === undefined || token === undefined || !token.ok) {
      this.fail(token === undefined || token.ok ? UNAVAILABLE : { kind: 'api', error: token.error });
      return;
    }
    this.waiting?.abort();
    const waiting = new AbortController();
    this.waiting = waiting;
    const message = frame.next(BANK_LINK_CHANNEL, waiting.signal).catch(() => undefined);
    this.store.update((s) => ({ ...s, pageUrl: token.value.hostedLinkUrl, failure: undefined }));
    const answer = await message;
    if (this.waiting !== waiting) return;
    this.waiting = undefined;
    this.store.update((s) => ({ ...s, pageUrl: undefined }));
    await this.ended(answer, create.bankAccountId);
  }

  private async ended(message: BankLinkMessage | undefined, bankAccountId: string | undefined): Promise<void> {
    if (message === undefined || message.status === 'cancelled') {
      this.dispatch({ type: 'bank_link_exited' });
      return;
    }
    if (message.status !== 'success') {
      this.fail({ kind: 'rule', code: ErrorCode.bankLinkUnavailable, params: {} });
      return;
    }
    const save = this.dispatch({ type: 'bank_link_succeeded' }).find((e) => e.type === 'save_link');
    if (save === undefined) return;
    const linked = await this.deps.bankLinking.exchangeLinkedBank({
      plaidAccountId: message.accountId,
      plaidPublicToken: message.publicToken,
      ...(bankAccountId === undefined ? {} : { bankAccountId }),
    });
    if (!linked.ok) {
      this.fail({ kind: 'api', error: linked.error });
      return;
    }
    this.dispatch({ type: 'link_saved' });
    this.deps.toasts.show('success', 'toast_bank_account_linked', { bank: linked.value.bankName, mask: linked.value.maskedAccountIdentifier });
    this.changed();
  }

  private fail(failure: DepositFailure): void {
    this.dispatch({ type: 'link_failed' });
    this.store.update((s) => ({ ...s, pageUrl: undefined, failure }));
  }

  private dispatch(event: RelinkEvent): readonly RelinkEffect[] {
    const { state, effects } = stepRelink(this.store.getSnapshot().session, event);
    this.store.update((s) => (s.session === state ? s : { ...s, session: state }));
    return effects;
  }
}
