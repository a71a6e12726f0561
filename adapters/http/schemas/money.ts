import * as z from 'zod/mini';
import { Money } from '../../../domain/money/decimal';

/** Money on the wire: a decimal string; Decimal once parsed (never a JS number). */
export const moneyString = z.pipe(
  z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string')),
  z.transform((value: string) => new Money(value)),
);
