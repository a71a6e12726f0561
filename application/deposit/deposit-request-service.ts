import { debounceTime, Subject, type SchedulerLike, type Subscription } from 'rxjs';
import { BANK_SEARCH_DEBOUNCE_MS, type DepositRequestBank, filterBanks } from '../../domain/deposit/bank-search';
import { depositRequestReturnPath } from '../../domain/deposit/deposit-link';
import type { DepositMethodId } from '../../domain/deposit/deposit-method';
import {
  checkDepositRequestAmount,
  DEPOSIT_REQUEST_START,
  type DepositRequestEffect,
  type DepositRequestEvent,
  type DepositRequestState,
  stepDepositRequest,
} from '../../domain/deposit/deposit-request-steps';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { BalanceService } from '../account/balance-service';
import type { DepositRequestOverview, DepositsPort } from '../ports/deposits-port';
import type { LocationPort } from '../ports/location-port';
import type { PaymentSurfaces } from '../ports/payment-surfaces';
import type { PaymentsPort } from '../ports/payments-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { apiFailed, type DepositFailure, type DepositResult, ruleFailed } from './deposit-failure';
import { type DepositRequestOutcome, followDepositRequest } from './deposit-request-outcome';

/** The deposit request screen (spec 001 §2 "Deposit request"): the bank list and its search, the steps, the outcome once back from the bank. */
export interface DepositRequestView {
  readonly currency: CurrencyCode | undefined;
  readonly network: DepositMethodId | undefined;
  readonly load: 'idle' | 'loading' | 'failed' | 'ready';
  readonly banks: readonly DepositRequestBank[];
  /** What the search field holds now. */
  readonly search: string;
  /** The banks matching the search, 300 ms after the last keystroke. */
  readonly shownBanks: readonly DepositRequestBank[];
  readonly overview: DepositRequestOverview | undefined;
  readonly step: DepositRequestState;
  /** Why the last load or step did not go ahead. */
  readonly failure: DepositFailure | undefined;
  /** The request the bank sent the customer back to, and how it stands. */
  readonly outcome: DepositRequestOutcome | undefined;
}

const START: DepositRequestView = {
  currency: undefined,
  network: undefined,
  load: 'idle',
  banks: [],
  search: '',
  shownBanks: [],
  overview: undefined,
  step: DEPOSIT_REQUEST_START,
  failure: undefined,
  outcome: undefined,
};

/** What a DepositRequestService is made from (named as the composition root names them). */
export interface DepositRequestDependencies {
  readonly deposits: DepositsPort;
  readonly payments: PaymentsPort;
  readonly balances: BalanceService;
  readonly paymentSurfaces: PaymentSurfaces;
  readonly location: LocationPort;
  readonly scheduler: SchedulerLike;
}

/**
 * A deposit request (ca_interac_request; spec 001 §2, §4, §5): choose the bank (a case-insensitive
 * search debounced 300 ms on the scheduler), the amount, the confirm order with its fee and what
 * arrives, then authorisation by leaving for the bank's page, which sends the customer back to the
 * deposit link; the request's outcome is then read from the server and followed until it settles.
 * Every step goes through the domain's machine.
 */
export class DepositRequestService {
  private readonly store = new StateStore<DepositRequestView>(START);
  readonly state: ReadableStore<DepositRequestView> = this.store;
  private readonly typed = new Subject<string>();
  private searching: Subscription | undefined;
  private opened = 0;

  constructor(private readonly deps: DepositRequestDependencies) {}

  /** Loads the banks and the network's terms; the steps start over at choose a bank. */
  async open(currency: CurrencyCode, network: DepositMethodId): Promise<void> {
    const opened = ++this.opened;
    this.searching?.unsubscribe();
    this.searching = this.typed
      .pipe(debounceTime(BANK_SEARCH_DEBOUNCE_MS, this.deps.scheduler))
      .subscribe((search) => this.store.update((s) => ({ ...s, shownBanks: filterBanks(s.banks, search) })));
    this.store.update(() => ({ ...START, currency, network, load: 'loading' }));
    const [banks, overview] = await Promise.all([this.deps.deposits.getDepositRequestBanks(), this.deps.deposits.getDepositRequestOverview()]);
    if (opened !== this.opened) return;
    if (!banks.ok || !overview.ok) {
      const error = banks.ok ? (overview.ok ? undefined : overview.error) : banks.error;
      this.store.update((s) => ({ ...s, load: 'failed', failure: error === undefined ? undefined : { kind: 'api', error } }));
      return;
    }
    this.store.update((s) => ({ ...s, load: 'ready', banks: banks.value, shownBanks: filterBanks(banks.value, s.search), overview: overview.value }));
  }

  /** The search field's text; the list follows 300 ms after the last change. */
  search(text: string): void {
    this.store.update((s) => ({ ...s, search: text }));
    this.typed.next(text);
  }

  chooseBank(bankId: string): void {
    if (this.store.getSnapshot().banks.some((b) => b.id === bankId)) this.dispatch({ type: 'bank_chosen', bankId });
  }

  /** Amount input -> Confirm order: the order is created for an amount above zero. */
  async submitAmount(amount: Dec | undefined): Promise<DepositResult<void>> {
    const checked = checkDepositRequestAmount(amount);
    if (!checked.ok) return this.refuse(ruleFailed(checked.error));
    const { currency, network } = this.store.getSnapshot();
    const create = this.dispatch({ type: 'submit_amount', amount: checked.value }).find((e) => e.type === 'create_order');
    if (create === undefined || currency === undefined || network === undefined) return ruleFailed({ code: ErrorCode.depositRequestAmountEmpty });
    const created = await this.deps.deposits.createDepositRequestOrder({ amount: create.amount, currency, paymentNetwork: network, bankId: create.bankId });
    if (!created.ok) return this.fail(apiFailed(created.error));
    this.dispatch({ type: 'order_created', order: created.value });
    return { ok: true, value: undefined };
  }

  /** Confirm order -> Authorise: the bank's authorisation, which sends the customer back to this request's link. */
  async confirm(): Promise<DepositResult<void>> {
    const { currency, network } = this.store.getSnapshot();
    const effect = this.dispatch({ type: 'confirm' }).find((e) => e.type === 'confirm_order');
    if (effect === undefined || currency === undefined || network === undefined) return ruleFailed({ code: ErrorCode.depositOrderNotFound });
    const back = depositRequestReturnPath(this.deps.location.current(), currency, network, effect.orderId);
    const confirmed = await this.deps.deposits.confirmDepositRequest(effect.orderId, back);
    if (!confirmed.ok) return this.fail(apiFailed(confirmed.error));
    this.dispatch({ type: 'confirmed', authorisation: confirmed.value });
    return { ok: true, value: undefined };
  }

  /** Authorise: leaves for the bank's page (an allowed origin only). */
  authorise(): DepositResult<void> {
    const redirect = this.dispatch({ type: 'authorise' }).find((e) => e.type === 'redirect');
    if (redirect === undefined || !this.deps.paymentSurfaces.externalPages.leaveFor(redirect.url))
      return this.refuse(ruleFailed({ code: ErrorCode.depositRequestRedirectRefused }));
    return { ok: true, value: undefined };
  }

  back(): void {
    this.dispatch({ type: 'back' });
    this.store.update((s) => (s.failure === undefined ? s : { ...s, failure: undefined }));
  }

  /** Back from the bank: the request's outcome as the server recorded it, followed until it settles (the balances then reload). */
  async resume(currency: CurrencyCode, network: DepositMethodId, orderId: string, waitMs?: number): Promise<DepositRequestOutcome> {
    const opened = ++this.opened;
    this.store.update(() => ({ ...START, currency, network, outcome: { kind: 'checking', orderId } }));
    return followDepositRequest(this.deps, orderId, waitMs, (outcome) => {
      if (opened === this.opened) this.store.update((s) => ({ ...s, outcome }));
    });
  }

  close(): void {
    this.opened += 1;
    this.searching?.unsubscribe();
    this.searching = undefined;
    this.store.update(() => START);
  }

  private refuse(failure: { readonly ok: false; readonly error: DepositFailure }): { readonly ok: false; readonly error: DepositFailure } {
    this.store.update((s) => ({ ...s, failure: failure.error }));
    return failure;
  }

  private fail(failure: { readonly ok: false; readonly error: DepositFailure }): { readonly ok: false; readonly error: DepositFailure } {
    this.dispatch({ type: 'failed' });
    return this.refuse(failure);
  }

  private dispatch(event: DepositRequestEvent): readonly DepositRequestEffect[] {
    const { state, effects } = stepDepositRequest(this.store.getSnapshot().step, event);
    this.store.update((s) => (s.step === state ? s : { ...s, step: state, failure: undefined }));
    return effects;
  }
}
