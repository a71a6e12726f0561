import * as z from 'zod/mini';
import { currency } from './common';

export const user = z.object({
  uuid: z.string(),
  name: z.string(),
  phone_country: z.string(),
  native_currency: currency,
});

export const userResponse = z.object({ ok: z.literal(true), user });
export type UserWire = z.input<typeof user>;
