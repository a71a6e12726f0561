import { isCashAccountSetUp } from '../../domain/kyc/kyc-status';
import type { CurrencyCode } from '../../domain/money/currency';
import type { CashAccountPort } from '../ports/cash-account-port';

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

/** Where the modal keeps its step: a slice of the Sell tab's store (undefined: closed). */
export interface WalletSetupSlice {
  readonly get: () => WalletSetupStep | undefined;
  readonly set: (next: WalletSetupStep | undefined) => void;
}

/** The wallet setup modal's flow: open on a currency, open the account (once at a time), close. */
export class WalletSetupFlow {
  constructor(
    private readonly slice: WalletSetupSlice,
    private readonly port: CashAccountPort,
    /** Called once the account is set up, so the wallets are fetched again. */
    private readonly onCreated: () => Promise<void>,
  ) {}

  open(currency: CurrencyCode): void {
    this.slice.set({ step: 'intro', currency });
  }

  /** 'Open cash account' (or 'Try again' after a failed call); ignored while a call is in flight. */
  async create(): Promise<void> {
    const setup = this.slice.get();
    if (setup === undefined || (setup.step !== 'intro' && setup.step !== 'failed')) return;
    this.slice.set({ step: 'creating', currency: setup.currency });
    const next = await openCashAccount(this.port, setup.currency);
    if (this.slice.get()?.step !== 'creating') return;
    this.slice.set(next);
    if (next.step === 'success') await this.onCreated();
  }

  /** Closes the modal, except while the account is being opened. */
  close(): void {
    if (this.slice.get()?.step !== 'creating') this.slice.set(undefined);
  }
}
