import * as z from 'zod/mini';
import { Money } from '../../../domain/money/decimal';
import { currencyCode } from '../../../domain/money/currency';

/** Money on the wire: a decimal string; Decimal once parsed (never a JS number). */
export const moneyString = z.pipe(
  z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string')),
  z.transform((value: string) => new Money(value)),
);

export const currency = z.pipe(z.string().check(z.minLength(2)), z.transform(currencyCode));

/** The body every failed call carries: a 200 whose body is not ok is a business error (spec 000 §8). */
export const errorBody = z.object({
  ok: z.literal(false),
  error: z.string(),
  error_message: z.optional(z.string()),
  /** Read leniently by the domain's readL10nError. */
  l10n_error: z.optional(z.unknown()),
  meta: z.optional(z.record(z.string(), z.unknown())),
});
export type ErrorBody = z.input<typeof errorBody>;

export const emptyOk = z.object({ ok: z.literal(true) });
