import * as z from 'zod/mini';
import { currencyCode } from '../../../domain/money/currency';

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
