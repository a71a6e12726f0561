import { checkDeleteBankAccount } from '../../domain/deposit/bank-link-status';
import { resolveBankAccountDeleteError } from '../../domain/errors/flow-error';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import type { CurrencyCode } from '../../domain/money/currency';
import type { ToastService } from '../notifications/toast-service';
import type { BankAccount, BankAccountReview, BankAccountReviewUpdate, BankLinkingPort } from '../ports/bank-linking-port';
import { StateStore, type ReadableStore } from '../shared/store';
import type { DepositFailure } from './deposit-failure';
import type { BankLinkService } from './bank-link-service';

/** Editing or removing one linked account, as the pull deposit's account list shows it. */
export type BankAccountEditing =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'edit';
      readonly account: BankAccount;
      readonly review: BankAccountReview | undefined;
      readonly busy: boolean;
      readonly failure: DepositFailure | undefined;
    }
  | { readonly kind: 'remove'; readonly account: BankAccount; readonly busy: boolean; readonly notice: ErrorNotice | undefined };

const IDLE: BankAccountEditing = { kind: 'idle' };

/** What a BankAccountEditor is made from (named as the composition root names them). */
export interface BankAccountEditorDependencies {
  readonly bankLinking: BankLinkingPort;
  readonly bankLink: BankLinkService;
  readonly toasts: ToastService;
}

/**
 * Edit and delete of a linked bank account (spec 001 §2, §5, §8): edit reads the review details and
 * saves the holder name and account type; delete asks first, is never offered for a pending account
 * (and refused before any call if asked), and a refusal shows the catalogue's notice: the server's
 * own title and message for an unsettled deposit or withdrawal, else something went wrong.
 */
export class BankAccountEditor {
  private readonly store = new StateStore<BankAccountEditing>(IDLE);
  readonly state: ReadableStore<BankAccountEditing> = this.store;

  constructor(private readonly deps: BankAccountEditorDependencies) {}

  async edit(account: BankAccount, paymentNetwork: string): Promise<void> {
    this.store.update(() => ({ kind: 'edit', account, review: undefined, busy: true, failure: undefined }));
    const review = await this.deps.bankLinking.getReviewDetails(account.id, account.currency, paymentNetwork);
    this.store.update((s) =>
      s.kind !== 'edit' || s.account.id !== account.id
        ? s
        : { ...s, busy: false, review: review.ok ? review.value : undefined, failure: review.ok ? undefined : { kind: 'api', error: review.error } },
    );
  }

  async save(update: BankAccountReviewUpdate, currency: CurrencyCode, paymentNetwork: string): Promise<void> {
    const s = this.store.getSnapshot();
    if (s.kind !== 'edit' || s.busy) return;
    this.store.update(() => ({ ...s, busy: true, failure: undefined }));
    const saved = await this.deps.bankLinking.updateBankAccount(s.account.id, update, currency, paymentNetwork);
    if (!saved.ok) {
      this.store.update(() => ({ ...s, busy: false, failure: { kind: 'api', error: saved.error } }));
      return;
    }
    this.store.update(() => IDLE);
    this.deps.bankLink.changed();
  }

  /** The 'are you sure' question; a pending account is not asked about (it cannot be deleted). */
  askRemove(account: BankAccount): boolean {
    if (!checkDeleteBankAccount(account.status).ok) return false;
    this.store.update(() => ({ kind: 'remove', account, busy: false, notice: undefined }));
    return true;
  }

  async confirmRemove(): Promise<void> {
    const s = this.store.getSnapshot();
    if (s.kind !== 'remove' || s.busy) return;
    this.store.update(() => ({ ...s, busy: true, notice: undefined }));
    const removed = await this.deps.bankLinking.deleteBankAccount(s.account.id);
    if (removed.ok) {
      this.store.update(() => IDLE);
      this.deps.toasts.show('success', 'toast_bank_account_removed', { bank: s.account.bankName, mask: s.account.maskedAccountIdentifier });
      this.deps.bankLink.changed();
      return;
    }
    const { error } = removed;
    const notice =
      error.kind === 'business'
        ? resolveBankAccountDeleteError(error.code, { serverMessage: error.message, l10n: error.l10n })
        : resolveBankAccountDeleteError(error.kind);
    this.store.update(() => ({ ...s, busy: false, notice }));
  }

  cancel(): void {
    this.store.update((s) => (s.kind !== 'idle' && s.busy ? s : IDLE));
  }
}
