import jsonLogic from 'json-logic-js';
import { Money } from '../money/decimal';

/** A JSON logic rule as the server sends it (spec 001 §3, visibility_rule and friends). */
export type JsonLogicRule = unknown;

/** The data a rule reads: the current answers by field name. */
export type JsonLogicData = Readonly<Record<string, unknown>>;

/**
 * json-logic-js compares numbers as JS floats, so money must not go through its <, > or ==.
 * These operations compare decimal strings exactly: decimal_lt, decimal_lte, decimal_gt,
 * decimal_gte, decimal_eq. A value that is not a decimal makes them false. They are added to
 * json-logic-js's operation table once, on first use (idempotent).
 */
const DECIMAL_OPERATIONS: Readonly<Record<string, (a: string, b: string) => boolean>> = {
  decimal_lt: (a, b) => new Money(a).lessThan(b),
  decimal_lte: (a, b) => new Money(a).lessThanOrEqualTo(b),
  decimal_gt: (a, b) => new Money(a).greaterThan(b),
  decimal_gte: (a, b) => new Money(a).greaterThanOrEqualTo(b),
  decimal_eq: (a, b) => new Money(a).equals(b),
};

const safely =
  (compare: (a: string, b: string) => boolean) =>
  (a: unknown, b: unknown): boolean => {
    if ((typeof a !== 'string' && typeof a !== 'number') || (typeof b !== 'string' && typeof b !== 'number')) return false;
    try {
      return compare(String(a).trim(), String(b).trim());
    } catch {
      return false;
    }
  };

let registered = false;
function registerDecimalOperations(): void {
  if (registered) return;
  for (const [name, compare] of Object.entries(DECIMAL_OPERATIONS)) jsonLogic.add_operation(name, safely(compare));
  registered = true;
}

/**
 * Whether a rule holds for the data, by JSON logic truthiness (spec 001 §5, "Dynamic forms").
 * A missing rule holds. Choice: a rule json-logic-js cannot apply does not hold.
 */
export function ruleHolds(rule: JsonLogicRule, data: JsonLogicData): boolean {
  if (rule === undefined || rule === null) return true;
  registerDecimalOperations();
  try {
    return jsonLogic.truthy(jsonLogic.apply(rule, data));
  } catch {
    return false;
  }
}
