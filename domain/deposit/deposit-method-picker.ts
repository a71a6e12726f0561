import { ErrorCode } from '../errors/error-codes';
import { type DepositMethodId, depositMethodTitle, isEarlyAccessMethod, isKnownDepositMethod } from './deposit-method';

/** A deposit method as the server lists it for a currency (spec 001 §3, "Deposit network entry"). */
export interface DepositMethodEntry {
  readonly id: string;
  readonly type?: string;
  readonly subtitle?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  /** Set by the client, e.g. for a method with an outstanding balance. */
  readonly isDeactivated?: boolean;
}

/** A picker row (spec 001 §2): id, title, subtitle, description, tags and isDeactivated. */
export interface PickerEntry {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string | undefined;
  readonly description: string | undefined;
  readonly tags: readonly string[];
  readonly isDeactivated: boolean;
}

/** A clickable row, for a method the web client supports for this user. */
export type SupportedEntry = PickerEntry & { readonly id: DepositMethodId };

/** A disabled row: 'unavailable' when deactivated, 'only_in_app' when visible but unsupported here. */
export type DisabledEntry = PickerEntry & { readonly label: 'unavailable' | 'only_in_app' };

export type MethodPickerView =
  | { readonly kind: 'no_method'; readonly code: typeof ErrorCode.noDepositMethodFound }
  | { readonly kind: 'direct'; readonly method: DepositMethodId }
  | {
      readonly kind: 'list';
      readonly supported: readonly SupportedEntry[];
      readonly disabled: readonly DisabledEntry[];
      readonly preselected: DepositMethodId | undefined;
    };

export interface PickerContext {
  /** Internal testers (by uuid) get the early-access networks (spec 001 §6). */
  readonly isInternalTester: boolean;
  readonly preferredMethod?: string;
  /** Methods with an outstanding balance (ACH pull): shown deactivated (spec 001 §4). */
  readonly outstandingBalanceMethods?: ReadonlySet<string>;
}

/** Marks the methods with an outstanding balance as deactivated (spec 001 §4, "Deposit method flow"). */
export const markOutstandingBalance = (entries: readonly DepositMethodEntry[], outstanding: ReadonlySet<string>): DepositMethodEntry[] =>
  entries.map((e) => (outstanding.has(e.id) ? { ...e, isDeactivated: true } : e));

const row = (entry: DepositMethodEntry, isDeactivated: boolean): PickerEntry => ({
  id: entry.id,
  title: depositMethodTitle(entry.id),
  subtitle: entry.subtitle,
  description: entry.description,
  tags: entry.tags ?? [],
  isDeactivated,
});

/**
 * Sorts a currency's deposit methods into the picker (spec 001 §2, "Deposit method picker"):
 * no method gives 'no deposit method found'; exactly one method that is supported opens
 * directly; otherwise a clickable list of supported methods, with the preferred method
 * preselected when supported, and a disabled list of deactivated (unavailable) and
 * visible-but-unsupported (only in the app) methods. Unknown ids and early-access networks for
 * non-testers are visible but unsupported.
 * Choice: "exactly one" counts every listed method, so one supported method beside disabled
 * ones still shows the list (the disabled rows stay visible).
 */
export function pickDepositMethods(entries: readonly DepositMethodEntry[], context: PickerContext): MethodPickerView {
  if (entries.length === 0) return { kind: 'no_method', code: ErrorCode.noDepositMethodFound };
  const marked = markOutstandingBalance(entries, context.outstandingBalanceMethods ?? new Set());
  const supported: SupportedEntry[] = [];
  const disabled: DisabledEntry[] = [];
  for (const entry of marked) {
    if (entry.isDeactivated === true) {
      disabled.push({ ...row(entry, true), label: 'unavailable' });
    } else if (isKnownDepositMethod(entry.id) && (context.isInternalTester || !isEarlyAccessMethod(entry.id))) {
      supported.push({ ...row(entry, false), id: entry.id });
    } else {
      disabled.push({ ...row(entry, false), label: 'only_in_app' });
    }
  }
  const [only] = supported;
  if (marked.length === 1 && only !== undefined) return { kind: 'direct', method: only.id };
  const preselected = supported.find((e) => e.id === context.preferredMethod)?.id;
  return { kind: 'list', supported, disabled, preselected };
}
