import * as z from 'zod/mini';
import { currency } from './common';
import { moneyString } from './money';

export const totalBalanceResponse = z.object({
  ok: z.literal(true),
  total_balance: z.object({ currency, amount: moneyString }),
});

export const fiatWallet = z.object({ currency, amount: moneyString, symbol: z.optional(z.string()), state: z.string() });

export const accountResponse = z.object({
  ok: z.literal(true),
  account: z.object({ native_currency: currency, viban_types: z.array(fiatWallet) }),
});

export const coinWallet = z.object({
  currency,
  available: z.object({ amount: moneyString }),
  native_available: z.object({ currency, amount: moneyString }),
});

export const coinWalletsResponse = z.object({ ok: z.literal(true), crypto_wallets: z.array(coinWallet) });

/** (design) GET /api/viban/account/summary: the native cash account's balance (total) and every cash account. */
export const accountSummaryResponse = z.object({
  ok: z.literal(true),
  account_summary: z.object({ total: z.object({ currency, amount: moneyString }), viban_accounts: z.array(fiatWallet) }),
});

/** (design) GET /api/fiat/account/show: the native-currency cash account. */
export const fiatAccountResponse = z.object({
  ok: z.literal(true),
  fiat_account: z.object({ currency, state: z.string(), balance: moneyString, account_holder_name: z.string() }),
});

/** (design) GET /api/payment_currencies/show: the payment currency and the ones it can be changed to. */
export const paymentCurrenciesResponse = z.object({
  ok: z.literal(true),
  payment_currencies: z.object({ current: currency, available: z.array(currency) }),
});

const payId = z.object({ acct_part: z.string(), pay_string: z.string(), currencies: z.array(currency) });
/** (design) Pay ID calls (spec 001 §7: pay_ids eligibility, show, verify, create, currencies update). */
export const payIdEligibilityResponse = z.object({ ok: z.literal(true), eligible: z.boolean() });
export const payIdResponse = z.object({ ok: z.literal(true), pay_id: payId });
export const payIdVerifyResponse = z.object({ ok: z.literal(true), available: z.boolean(), pay_string: z.string() });
