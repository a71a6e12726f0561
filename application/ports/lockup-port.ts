import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { ApiResult } from './api-error';
import type { DeviceWallet, RewardPayment } from './level-up-port';

export type LockupPaymentMethod = 'crypto_wallet' | DeviceWallet;

/** A priced CRO lockup (spec 001 §7 mco_lockup lock_orders/preview). */
export interface LockOrder {
  readonly orderId: string;
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  readonly nativeAmount: Dec;
  readonly nativeCurrency: CurrencyCode;
  readonly termDays: number;
  /** Epoch ms. */
  readonly unlockAt: number;
  readonly paymentMethod: LockupPaymentMethod;
  readonly expiresAt: number;
}

export interface Lock {
  readonly id: string;
  readonly orderId: string;
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  readonly status: 'pending_payment' | 'locked' | 'payment_failed';
  readonly unlockAt: number;
}

export interface CardReservation {
  readonly id: string;
  readonly cardTier: string;
  readonly createdAt: number;
}

/** Card reservations and CRO lockups (spec 001 §7 "Rewards and level-up"). */
export interface LockupPort {
  reserveCard(cardTier: string): Promise<ApiResult<CardReservation>>;
  previewLockup(amount: Dec, paymentMethod: LockupPaymentMethod): Promise<ApiResult<LockOrder>>;
  /** The adapter encrypts the passcode. */
  createLock(orderId: string, passcode: string): Promise<ApiResult<{ readonly lock: Lock; readonly payment: RewardPayment | undefined }>>;
  submitWalletToken(wallet: DeviceWallet, paymentId: string, token: string): Promise<ApiResult<RewardPayment>>;
  getLockStatus(lockId: string): Promise<ApiResult<Lock>>;
}
