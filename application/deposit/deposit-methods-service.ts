import { continueWithMethod, type MethodFlowOutcome } from '../../domain/deposit/deposit-method-flow';
import { type DepositMethodId, depositMethodKind, type DepositMethodKind } from '../../domain/deposit/deposit-method';
import { type MethodPickerView, pickDepositMethods } from '../../domain/deposit/deposit-method-picker';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { CurrencyCode } from '../../domain/money/currency';
import { isInternalTester } from '../../domain/user/membership';
import type { CustomerState } from '../account/customer-service';
import type { AnalyticsPort } from '../ports/analytics-port';
import type { ApiResult } from '../ports/api-error';
import type { ConfigPort } from '../ports/config-port';
import type { DepositsPort } from '../ports/deposits-port';

/** What the picker needs to know about the customer (spec 001 §6: testers get the early-access networks). */
export interface DepositCustomer {
  readonly isInternalTester: boolean;
}

export const depositCustomerOf = (customer: CustomerState): DepositCustomer => ({
  isInternalTester: isInternalTester(customer.user?.uuid, customer.appConfig?.internalTesterUuids ?? []),
});

/** Picking a method: the domain's flow outcome, or refused because the picker does not offer it as clickable. */
export type MethodChoice =
  | (MethodFlowOutcome & { readonly kind: 'personal_information_required' | 'viban_not_eligible' })
  | { readonly kind: 'continue'; readonly method: DepositMethodId; readonly screen: DepositMethodKind }
  | { readonly kind: 'not_offered'; readonly code: typeof ErrorCode.depositNetworkNotAvailable; readonly label: 'unavailable' | 'only_in_app' | 'not_listed' };

/** Whether the view offers `method` as a clickable (supported) method, or how it shows it otherwise. */
function offered(view: MethodPickerView, method: string): DepositMethodId | 'unavailable' | 'only_in_app' | 'not_listed' {
  if (view.kind === 'direct') return view.method === method ? view.method : 'not_listed';
  if (view.kind === 'no_method') return 'not_listed';
  const supported = view.supported.find((e) => e.id === method);
  if (supported !== undefined) return supported.id;
  return view.disabled.find((e) => e.id === method)?.label ?? 'not_listed';
}

/** The methods a picker view shows, clickable first, as the analytics event lists them. */
function shownMethods(view: MethodPickerView): string {
  if (view.kind === 'no_method') return '';
  if (view.kind === 'direct') return view.method;
  return [...view.supported, ...view.disabled].map((entry) => entry.id).join(',');
}

/** What a DepositMethodsService is made from (named as the composition root names them). */
export interface DepositMethodsDependencies {
  readonly deposits: DepositsPort;
  readonly config: ConfigPort;
  readonly analytics: AnalyticsPort;
}

/**
 * The deposit method picker and flow (spec 001 §2 "Deposit method picker", §4 "Deposit method
 * flow"): a currency's methods sorted by the domain's picker with the customer's tester flag and
 * the methods carrying an outstanding balance; then a picked method goes on only if the picker
 * offers it and the flow allows it (personal information, virtual-bank eligibility). Showing the
 * picker tracks 'method viewed', picking an offered method 'method initiated' (spec 001 §4).
 */
export class DepositMethodsService {
  constructor(private readonly deps: DepositMethodsDependencies) {}

  /** The picker for `currency`, as shown to the customer. */
  async methods(currency: CurrencyCode, customer: DepositCustomer, preferredMethod?: string): Promise<ApiResult<MethodPickerView>> {
    const view = await this.view(currency, customer, preferredMethod);
    if (view.ok)
      this.deps.analytics.track({ name: 'deposit_method_viewed', properties: { currency, view: view.value.kind, methods: shownMethods(view.value) } });
    return view;
  }

  private async view(currency: CurrencyCode, customer: DepositCustomer, preferredMethod?: string): Promise<ApiResult<MethodPickerView>> {
    const [entries, features] = await Promise.all([this.deps.deposits.getDepositMethods(currency), this.deps.deposits.getWalletFeatures(currency)]);
    if (!entries.ok) return entries;
    if (!features.ok) return features;
    const view = pickDepositMethods(entries.value, {
      isInternalTester: customer.isInternalTester,
      outstandingBalanceMethods: new Set(features.value.outstandingBalanceMethods),
      ...(preferredMethod === undefined ? {} : { preferredMethod }),
    });
    return { ok: true, value: view };
  }

  /**
   * What picking `method` leads to. Choice: the virtual-bank account counts as eligible when the
   * wallet's features allow deposits (the spec names no separate eligibility call).
   */
  async choose(currency: CurrencyCode, method: string, customer: DepositCustomer): Promise<ApiResult<MethodChoice>> {
    const [view, required, viban, features] = await Promise.all([
      this.view(currency, customer),
      this.deps.config.getRequiredPersonalInformation(),
      this.deps.deposits.getVibanCurrencies(),
      this.deps.deposits.getWalletFeatures(currency),
    ]);
    if (!view.ok) return view;
    const picked = offered(view.value, method);
    if (picked === 'unavailable' || picked === 'only_in_app' || picked === 'not_listed') {
      return { ok: true, value: { kind: 'not_offered', code: ErrorCode.depositNetworkNotAvailable, label: picked } };
    }
    this.deps.analytics.track({ name: 'deposit_method_initiated', properties: { currency, method: picked } });
    if (!required.ok) return required;
    if (!viban.ok) return viban;
    if (!features.ok) return features;
    const outcome = continueWithMethod(picked, {
      currency,
      requiredPersonalInformation: { fiat_deposit: required.value },
      vibanCurrencies: viban.value,
      accountEligible: features.value.canDeposit,
    });
    return { ok: true, value: outcome.kind === 'continue' ? { kind: 'continue', method: outcome.method, screen: depositMethodKind(outcome.method) } : outcome };
  }
}
