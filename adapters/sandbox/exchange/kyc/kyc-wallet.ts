import { ErrorCode } from '../../../../domain/errors/error-codes';
import type { KycStatus } from '../../../../domain/kyc/kyc-status';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxResult } from '../sandbox-result';
import { hasCashAccount, headerOf, type KycCase, kycStatusOf, walletAdditionalInfo, type WalletAdditionalInfoWire } from './kyc-case';
import { isKnownTrigger } from './kyc-flow';

/** Currencies the sandbox opens cash accounts in. */
export const CASH_ACCOUNT_CURRENCIES = ['USD', 'GBP', 'EUR', 'SGD'];

/** Wallet states by currency (the account state's fiatWallets, or a fake's own). */
export type WalletStates = Record<string, string>;

export const unknownCurrency = (currency: string): SandboxResult<never> =>
  err({ code: ErrorCode.invalidParameter, message: `no cash accounts in ${currency}` });

/** An approved or restricted case has its wallet created (the ledger needs no change at creation). */
export function syncWallet(c: KycCase, wallets: WalletStates): void {
  if (hasCashAccount(c)) wallets[c.currency] = 'created';
}

/**
 * POST create_wallet (spec 001 §4): the wallet, created once KYC allows it, with additional_info
 * while more is needed or features are restricted; a case not yet approved remembers the currency
 * its approval creates.
 */
export function openWallet(
  c: KycCase,
  wallets: WalletStates,
  currency: string,
): SandboxResult<{ state: string; additionalInfo: WalletAdditionalInfoWire | undefined }> {
  if (!CASH_ACCOUNT_CURRENCIES.includes(currency)) return unknownCurrency(currency);
  if (!hasCashAccount(c)) c.currency = currency;
  const info = walletAdditionalInfo(c);
  if (!info.ok) return info;
  if (hasCashAccount(c)) wallets[currency] = 'created';
  return ok({ state: wallets[currency] ?? 'not_created', additionalInfo: info.value });
}

/** The restriction overview for a trigger (spec 001 §4): the case's header and translation keys; the features named, else the case's. */
export function overviewOf(c: KycCase, trigger: string, restrictedFeatures: readonly string[]) {
  if (!isKnownTrigger(trigger)) return err({ code: ErrorCode.invalidParameter, message: `unknown trigger ${trigger}` });
  const { header, display_type } = headerOf(c);
  const key = `kyc_overview_${header ?? 'none'}`;
  return ok({
    ...(header === undefined ? {} : { header }),
    ...(display_type === undefined ? {} : { display_type }),
    title_translation_key: `${key}_title`,
    description_translation_key: `${key}_description`,
    bullet_points: [`${key}_bullet_1`, `${key}_bullet_2`],
    restricted_features: restrictedFeatures.length > 0 ? [...restrictedFeatures] : [...c.restrictedFeatures],
  });
}

/** Whether the case has come to a decision, for the verification state. */
export const decisionOf = (c: KycCase): 'approved' | 'rejected' | undefined =>
  hasCashAccount(c) ? 'approved' : c.status === 'rejected' ? 'rejected' : undefined;

/** A currency's cash account (design: the overview per currency): its wallet state and the KYC status. */
export function cashAccountOf(c: KycCase, wallets: WalletStates, currency: string): SandboxResult<{ state: string; kycStatus: KycStatus }> {
  if (!CASH_ACCOUNT_CURRENCIES.includes(currency)) return unknownCurrency(currency);
  return ok({ state: wallets[currency] ?? 'not_created', kycStatus: kycStatusOf(c) });
}
