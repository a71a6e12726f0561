import * as z from 'zod/mini';
import { currency } from './common';

export const user = z.object({
  uuid: z.string(),
  name: z.string(),
  phone_country: z.string(),
  native_currency: currency,
  email_confirmed_at: z.nullable(z.string()),
  phone_confirmed_at: z.nullable(z.string()),
  terms_of_service: z.boolean(),
  main_app_web_enabled: z.boolean(),
  with_passcode: z.boolean(),
  identity: z.object({ verification: z.string() }),
});

export const userResponse = z.object({ ok: z.literal(true), user });
export type UserWire = z.input<typeof user>;
