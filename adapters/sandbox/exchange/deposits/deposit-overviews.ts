import type { DepositMethodId } from '../../../../domain/deposit/deposit-method';
import { DEFAULT_TOP_UP_FEE_PERCENT } from '../../../../domain/deposit/top-up-quote';
import type { FiatLimitsType } from '../../../../domain/deposit/top-up-method';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { type Dec, ZERO } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import { TOP_UP_LIMITS, topUpLimits } from '../payments/top-up-limits';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { hasOutstandingBalance, isDeactivated, isNetworkAvailable, methodType, visibleCurrencies, visibleMethods } from './method-catalog';

export interface MethodListing {
  readonly id: DepositMethodId;
  readonly type: string;
  readonly tags: readonly string[];
  readonly isDeactivated: boolean;
}

export interface WalletFeatures {
  readonly canDeposit: boolean;
  readonly canWithdraw: boolean;
  readonly outstandingBalanceMethods: readonly string[];
}

/** The fiat wallet overview's texts (spec 001 §3), as translation keys the client renders. */
export const applicationOverview = (currency: string) => ({
  title: `fiat_wallet_overview_title_${currency.toLowerCase()}`,
  description: 'fiat_wallet_overview_description',
  bullet_points: ['fiat_wallet_overview_bullet_deposit', 'fiat_wallet_overview_bullet_trade', 'fiat_wallet_overview_bullet_withdraw'],
  terms: 'fiat_wallet_overview_terms',
  footer: 'fiat_wallet_overview_footer',
  footer_disclaimer: 'fiat_wallet_overview_footer_disclaimer',
  faq: 'https://help.sandbox.test/fiat-wallet',
  disclosure: 'fiat_wallet_overview_disclosure',
});

export interface TypeLimits {
  readonly min: Dec;
  readonly max: Dec;
  readonly monthlyMax: Dec;
  readonly monthlyUsed: Dec;
  /** PayPal's fee label payload. */
  readonly feePercentage: Dec | undefined;
}

const isLimitsType = (type: string): type is FiatLimitsType => type in TOP_UP_LIMITS;
const TAGS: Partial<Record<DepositMethodId, readonly string[]>> = { us_ach_pull: ['instant'], fiat_wallet_top_up: ['card'], sepa: ['free'] };

/** What the deposit screens read before a method is picked: methods, networks, wallet features, limits. */
export class SandboxDepositOverviews {
  constructor(private readonly context: SandboxContext) {}

  /** The currency's methods as the picker lists them; the client decides which it supports (spec 001 §2). */
  methods(account: SandboxAccount, currency: string): MethodListing[] {
    return visibleMethods(account, currency).map((id) => ({ id, type: methodType(id), tags: TAGS[id] ?? [], isDeactivated: isDeactivated(account, id) }));
  }

  /** The networks this customer may use (spec 001 §6: early-access ones for internal testers only). */
  availableNetworks(account: SandboxAccount, currency: string): MethodListing[] {
    return this.methods(account, currency).filter((m) => isNetworkAvailable(account, m.id));
  }

  /** A virtual bank account per currency the customer sees; deposits only where the cash account is created. */
  vibanCurrencies(account: SandboxAccount): { readonly id: string; readonly canDeposit: boolean }[] {
    return visibleCurrencies(account).map((id) => ({ id, canDeposit: account.state.fiatWallets[id] === 'created' }));
  }

  walletFeatures(account: SandboxAccount, currency: string): WalletFeatures {
    const created = account.state.fiatWallets[currency] === 'created';
    return {
      canDeposit: created,
      canWithdraw: created,
      outstandingBalanceMethods: visibleMethods(account, currency).filter((m) => hasOutstandingBalance(account, m)),
    };
  }

  /**
   * Limits of one type: the very figures top-up orders are checked against (payments/top-up-limits.ts),
   * with this UTC month's completed top-ups of that type as used; PayPal's carry its fee label.
   */
  limits(account: SandboxAccount, type: string): SandboxResult<TypeLimits> {
    if (!isLimitsType(type)) return err({ code: ErrorCode.invalidParameter, message: 'type must be credit_card, apple_pay, google_pay or paypal' });
    const limits = topUpLimits(this.context, account, type);
    return ok({
      min: limits.minTransactionAmount ?? ZERO,
      max: limits.maxTransactionAmount ?? ZERO,
      monthlyMax: limits.monthlyMaxAmount ?? ZERO,
      monthlyUsed: limits.monthlyUsedAmount ?? ZERO,
      feePercentage: type === 'paypal' ? DEFAULT_TOP_UP_FEE_PERCENT.paypal : undefined,
    });
  }
}
