import * as z from 'zod/mini';
import { currency } from './common';

/** Wire shapes of the bank account and bank linking calls (spec 001 §3, §7). */

export const bankAccount = z.object({
  id: z.string(),
  bank_name: z.string(),
  masked_account_identifier_value: z.string(),
  currency,
  status: z.string(),
});
export const bankAccountsResponse = z.object({ ok: z.literal(true), bank_accounts: z.array(bankAccount) });
export const bankAccountResponse = z.object({ ok: z.literal(true), bank_account: bankAccount });

export const reviewDetailsResponse = z.object({
  ok: z.literal(true),
  review_details: z.object({
    account_holder_name: z.string(),
    account_type: z.string(),
    bank_name: z.string(),
    masked_account_identifier_value: z.string(),
    routing_number: z.string(),
  }),
});

export const linkTokenResponse = z.object({
  ok: z.literal(true),
  link_token: z.string(),
  expiration: z.iso.datetime(),
  hosted_link_url: z.string(),
});

export const openBankingCredentialResponse = z.object({
  ok: z.literal(true),
  credential: z.object({
    token: z.string(),
    customer_id: z.string(),
    payment_destination_id: z.string(),
    /** (design) the SDK's hosted connection page for this token. */
    connect_url: z.optional(z.string()),
  }),
});

export const checkingAccountResponse = z.object({
  ok: z.literal(true),
  checking_account: z.nullable(
    z.object({
      currency,
      bank_name: z.string(),
      masked_account_number: z.string(),
      routing_number: z.string(),
      account_holder_name: z.string(),
    }),
  ),
});

export type BankAccountWire = z.input<typeof bankAccount>;
