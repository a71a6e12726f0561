import { type DepositMethodId, depositMethodKind, isEarlyAccessMethod, isKnownDepositMethod } from '../../../../domain/deposit/deposit-method';
import type { SandboxAccount } from '../sandbox-context';
import { personaDeposits } from './persona-deposits';

/**
 * The sandbox's deposit methods per currency (spec 001 §2, "Deposit modal"), in the order the
 * picker lists them. Choice: card top-up and PayPal are offered for USD, and card top-up for GBP
 * and SGD; every other method belongs to its own currency's rail.
 */
const CURRENCY_METHODS: Readonly<Record<string, readonly DepositMethodId[]>> = {
  USD: ['us_ach_pull', 'us_ach', 'us_wire_transfer', 'usd_swift', 'fiat_wallet_top_up', 'paypal'],
  GBP: ['uk_fps', 'fiat_wallet_top_up'],
  EUR: ['sepa'],
  AED: ['aed_ipi'],
  AUD: ['au_npp'],
  BRL: ['br_pix', 'br_ted'],
  CAD: ['ca_interac_request', 'ca_interac_etransfer'],
  SGD: ['sg_fast', 'fiat_wallet_top_up'],
};

/** The currency a bank network settles in (every method but card top-up and PayPal has exactly one). */
export function networkCurrency(method: string): string | undefined {
  if (!isKnownDepositMethod(method) || method === 'fiat_wallet_top_up' || method === 'paypal') return undefined;
  return Object.entries(CURRENCY_METHODS).find(([, methods]) => methods.includes(method))?.[0];
}

/** The wire `type` of a method: what kind of rail it is. */
export function methodType(method: DepositMethodId): string {
  switch (depositMethodKind(method)) {
    case 'card_top_up':
      return 'card';
    case 'paypal':
      return 'wallet';
    case 'deposit_pull':
      return 'bank_pull';
    case 'deposit_request':
      return 'deposit_request';
    case 'manual':
      return 'bank_transfer';
  }
}

/** Currencies whose methods the customer sees: the fiat wallets' and the persona's extra ones. */
export function visibleCurrencies(account: SandboxAccount): string[] {
  return [...new Set([...Object.keys(account.state.fiatWallets), ...personaDeposits(account.persona.key).extraCurrencies])];
}

/** The methods the customer sees for a currency (none for a currency they do not see). */
export const visibleMethods = (account: SandboxAccount, currency: string): readonly DepositMethodId[] =>
  visibleCurrencies(account).includes(currency) ? (CURRENCY_METHODS[currency] ?? []) : [];

/**
 * Whether the customer may deposit through a network (spec 001 §6): the early-access networks
 * (PayPal, deposit pull, deposit request) only for internal testers; never a deactivated one.
 */
export const isNetworkAvailable = (account: SandboxAccount, method: DepositMethodId): boolean =>
  (account.persona.internalTester || !isEarlyAccessMethod(method)) && !personaDeposits(account.persona.key).deactivated.includes(method);

export const hasOutstandingBalance = (account: SandboxAccount, method: string): boolean =>
  personaDeposits(account.persona.key).outstandingBalance.includes(method);

export const isDeactivated = (account: SandboxAccount, method: string): boolean => personaDeposits(account.persona.key).deactivated.includes(method);
