import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { BillingPeriod } from '../../domain/rewards/level-up-subscription';
import type { ApiResult } from './api-error';
import type { LevelUpSubscription } from './rewards-port';

export type SubscriptionPaymentMethod = 'fiat_wallet' | 'apple_pay' | 'google_pay';
export type DeviceWallet = 'apple_pay' | 'google_pay';

/** A priced subscription, to be taken before it expires. */
export interface SubscriptionPreview {
  readonly id: string;
  readonly planId: string;
  readonly planCode: string;
  readonly billingPeriod: BillingPeriod;
  readonly paymentMethod: SubscriptionPaymentMethod;
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  /** Epoch ms. */
  readonly expiresAt: number;
}

/** A payment of the rewards area; Apple Pay and Google Pay ones stay pending until their token comes. */
export interface RewardPayment {
  readonly id: string;
  readonly status: 'pending' | 'succeeded' | 'failed';
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  readonly paymentMethod: SubscriptionPaymentMethod | 'crypto_wallet';
  /** What the Apple Pay or Google Pay sheet needs, while the payment waits for its token. */
  readonly walletParams?: WalletSheetParams;
}

/** The gateway a device wallet's sheet tokenises for (a reward payment waiting for its token). */
export interface WalletSheetParams {
  readonly gateway: string;
  readonly gatewayMerchantId: string;
  readonly realGatewayMerchantId: string;
  readonly countryCode: string;
}

export interface SubscriptionOutcome {
  readonly subscription: LevelUpSubscription;
  readonly payment: RewardPayment | undefined;
}

/**
 * Level Up purchases (spec 001 §7): preview, subscribe (passcode encrypted by the adapter, call
 * signed), device-wallet tokens, payment status, billing plan change, cancel and resume.
 */
export interface LevelUpPort {
  previewSubscription(planId: string, billingPeriod: BillingPeriod, paymentMethod: SubscriptionPaymentMethod): Promise<ApiResult<SubscriptionPreview>>;
  subscribe(previewId: string, passcode: string): Promise<ApiResult<SubscriptionOutcome>>;
  submitWalletToken(wallet: DeviceWallet, paymentId: string, token: string): Promise<ApiResult<RewardPayment>>;
  getPaymentStatus(paymentId: string): Promise<ApiResult<RewardPayment>>;
  /** The billing period of the next renewal. */
  changeBillingPeriod(billingPeriod: BillingPeriod, passcode: string): Promise<ApiResult<LevelUpSubscription>>;
  cancelSubscription(): Promise<ApiResult<LevelUpSubscription>>;
  resumeSubscription(passcode: string): Promise<ApiResult<LevelUpSubscription>>;
}
