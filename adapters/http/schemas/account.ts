import * as z from 'zod/mini';
import { currency, moneyString } from './common';

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
