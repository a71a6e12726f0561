import { filter, firstValueFrom } from 'rxjs';
import type { DepositMethodId, DepositMethodKind } from '../../domain/deposit/deposit-method';
import type { MethodPickerView } from '../../domain/deposit/deposit-method-picker';
import type { CurrencyCode } from '../../domain/money/currency';
import type { CustomerService } from '../account/customer-service';
import type { ApiError } from '../ports/api-error';
import { StateStore, type ReadableStore } from '../shared/store';
import type { DepositRequest } from './deposit-launcher';
import { depositCustomerOf, type DepositMethodsService } from './deposit-methods-service';

/** The picker's list (not the direct or empty outcomes, which never show as a list). */
export type PickerList = Extract<MethodPickerView, { kind: 'list' }>;

/**
 * What the deposit modal shows (spec 001 §2 "Deposit modal", §4 "Deposit method flow"): the
 * methods loading, their failure with a retry, 'no deposit method found', the picker, a method's
 * flow (with whether a back arrow leads to the picker), or one of the alerts that stop a method.
 */
export type DepositFlowView =
  | { readonly kind: 'closed' }
  | { readonly kind: 'loading'; readonly currency: CurrencyCode }
  | { readonly kind: 'load_failed'; readonly currency: CurrencyCode; readonly error: ApiError }
  | { readonly kind: 'no_method'; readonly currency: CurrencyCode }
  | {
      readonly kind: 'picker';
      readonly currency: CurrencyCode;
      readonly list: PickerList;
      /** The method being checked after a click, if any. */
      readonly choosing: string | undefined;
      readonly error: ApiError | undefined;
    }
  | {
      readonly kind: 'method';
      readonly currency: CurrencyCode;
      readonly method: DepositMethodId;
      readonly screen: DepositMethodKind;
      /** The picker to go back to; undefined when the currency has only this method. */
      readonly list: PickerList | undefined;
    }
  | {
      readonly kind: 'personal_information_required';
      readonly currency: CurrencyCode;
      readonly fields: readonly string[];
      readonly list: PickerList | undefined;
    }
  | { readonly kind: 'viban_not_eligible'; readonly currency: CurrencyCode; readonly list: PickerList | undefined };

const CLOSED: DepositFlowView = { kind: 'closed' };

/** What a DepositFlowService is made from (named as the composition root names them). */
export interface DepositFlowDependencies {
  readonly depositMethods: DepositMethodsService;
  readonly customer: CustomerService;
}

/**
 * The deposit modal's navigation: loads a currency's picker, goes straight to the only supported
 * method or the preferred one, checks a picked method (personal information, virtual-bank
 * eligibility) and goes back to the picker. A late answer for a flow the customer has left
 * changes nothing.
 */
export class DepositFlowService {
  private readonly store = new StateStore<DepositFlowView>(CLOSED);
  readonly state: ReadableStore<DepositFlowView> = this.store;
  private request: DepositRequest | undefined;
  private generation = 0;

  constructor(private readonly deps: DepositFlowDependencies) {}

  /** Opens the flow for a launcher request (a currency, maybe a preferred method). */
  async start(request: DepositRequest): Promise<void> {
    this.request = request;
    await this.load(request);
  }

  /** Loads the methods again after a failure. */
  async retry(): Promise<void> {
    if (this.request !== undefined) await this.load(this.request);
  }

  /** Picks a method from the picker's clickable list. */
  async choose(method: string): Promise<void> {
    const view = this.store.getSnapshot();
    if (view.kind !== 'picker' || view.choosing !== undefined) return;
    this.store.update(() => ({ ...view, choosing: method, error: undefined }));
    await this.go(view.currency, method, view.list, this.generation);
  }

  /** The back arrow: from a method or an alert to the picker it came from. */
  back(): void {
    const view = this.store.getSnapshot();
    if (view.kind === 'closed' || view.kind === 'loading' || view.kind === 'load_failed' || view.kind === 'no_method' || view.kind === 'picker') return;
    this.generation += 1;
    if (view.list === undefined) this.close();
    else this.store.update(() => ({ kind: 'picker', currency: view.currency, list: view.list as PickerList, choosing: undefined, error: undefined }));
  }

  close(): void {
    this.generation += 1;
    this.request = undefined;
    this.store.update(() => CLOSED);
  }

  private async load(request: DepositRequest): Promise<void> {
    const generation = ++this.generation;
    const { currency } = request;
    this.store.update(() => ({ kind: 'loading', currency }));
    // Whether the customer is an internal tester comes with their configs: a deep link may open before they arrive.
    const customer = depositCustomerOf(await firstValueFrom(this.deps.customer.state.state$.pipe(filter((s) => !s.loading))));
    if (generation !== this.generation) return;
    const answer = await this.deps.depositMethods.methods(currency, customer, request.preferredMethod);
    if (generation !== this.generation) return;
    if (!answer.ok) {
      this.store.update(() => ({ kind: 'load_failed', currency, error: answer.error }));
      return;
    }
    const view = answer.value;
    if (view.kind === 'no_method') this.store.update(() => ({ kind: 'no_method', currency }));
    else if (view.kind === 'direct') await this.go(currency, view.method, undefined, generation);
    else if (view.preselected !== undefined) await this.go(currency, view.preselected, view, generation);
    else this.store.update(() => ({ kind: 'picker', currency, list: view, choosing: undefined, error: undefined }));
  }

  /** Checks `method` with the flow's rules and shows where it leads; a refusal stays on the picker. */
  private async go(currency: CurrencyCode, method: string, list: PickerList | undefined, generation: number): Promise<void> {
    if (list === undefined) this.store.update(() => ({ kind: 'loading', currency }));
    const customer = depositCustomerOf(this.deps.customer.state.getSnapshot());
    const choice = await this.deps.depositMethods.choose(currency, method, customer);
    if (generation !== this.generation) return;
    const toPicker = (error: ApiError | undefined): DepositFlowView =>
      list === undefined ? { kind: 'no_method', currency } : { kind: 'picker', currency, list, choosing: undefined, error };
    if (!choice.ok) {
      this.store.update(() => (list === undefined ? { kind: 'load_failed', currency, error: choice.error } : toPicker(choice.error)));
      return;
    }
    const value = choice.value;
    switch (value.kind) {
      case 'continue':
        this.store.update(() => ({ kind: 'method', currency, method: value.method, screen: value.screen, list }));
        return;
      case 'personal_information_required':
        this.store.update(() => ({ kind: 'personal_information_required', currency, fields: value.fields, list }));
        return;
      case 'viban_not_eligible':
        this.store.update(() => ({ kind: 'viban_not_eligible', currency, list }));
        return;
      case 'not_offered':
        this.store.update(() => toPicker(undefined));
        return;
    }
  }
}
