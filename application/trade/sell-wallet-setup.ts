import { isCashAccountSetUp } from '../../domain/kyc/cash-account-state';
import { type CurrencyCode } from '../../domain/money/currency';
import { type CashAccountPort } from '../ports/cash-account-port';

/**
 * The wallet setup modal of a sell to cash (spec 000 §2, §4), then its success modal.
 * Choice: it explains the cash account and offers to open it; opening calls create wallet
 * (spec 001 §4). An account that only needed opening is then set up (success). One that needs
 * the identity forms of the cash account setup (additional_info, or a server refusal: spec 001
 * §8 "other codes: continue on the app") goes to 'verification', which points to the Crypto app
 * where those forms are; the web does not pretend it is set up. A failed call (timeout, network)
 * can be tried again.
 */
export type WalletSetupStep =
  | { readonly step: 'intro'; readonly currency: CurrencyCode }
  | { readonly step: 'creating'; readonly currency: CurrencyCode }
  | { readonly step: 'success'; readonly currency: CurrencyCode }
  | { readonly step: 'verification'; readonly currency: CurrencyCode }
  | { readonly step: 'failed'; readonly currency: CurrencyCode };

/** Opens the cash account in `currency` and says where the modal goes next. */
export async function openCashAccount(port: CashAccountPort, currency: CurrencyCode): Promise<WalletSetupStep> {
  const result = await port.createWallet(currency);
  if (!result.ok) return { step: result.error.kind === 'business' ? 'verification' : 'failed', currency };
  return { step: isCashAccountSetUp(result.value.state) ? 'success' : 'verification', currency };
}
