import { type ApiResult, businessError } from '../../application/ports/api-error';
import type { DeviceWallet, RewardPayment } from '../../application/ports/level-up-port';
import type { CardReservation, Lock, LockOrder, LockupPaymentMethod, LockupPort } from '../../application/ports/lockup-port';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode } from '../../domain/money/currency';
import { type Dec, dec } from '../../domain/money/decimal';
import { FakeCalls } from './fake-calls';

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const fail = (code: string): ApiResult<never> => ({ ok: false, error: businessError(code) });
const DAY_MS = 86_400_000;
const CRO = currencyCode('CRO');

/**
 * In-memory card reservations and CRO lockups for tests: at least `minimum` CRO (100), priced at
 * `croPrice` USD; a crypto-wallet lock locks at once, a device-wallet one waits for its token.
 */
export class FakeLockupAdapter implements LockupPort {
  readonly calls = new FakeCalls<keyof LockupPort>();
  croPrice: Dec = dec('0.09');
  minimum: Dec = dec('100');
  private readonly orders = new Map<string, LockOrder>();
  private readonly locks = new Map<string, Lock>();
  private readonly payments = new Map<string, { payment: RewardPayment; lockId: string }>();
  private reservation: CardReservation | undefined;
  private issued = 0;

  constructor(private readonly options: { readonly clock: () => number; readonly passcode?: string }) {}

  reserveCard(cardTier: string): Promise<ApiResult<CardReservation>> {
    return this.calls.run('reserveCard', [cardTier], () => {
      if (this.reservation !== undefined) return fail(ErrorCode.cardAlreadyReserved);
      this.reservation = { id: this.nextId('card'), cardTier, createdAt: this.options.clock() };
      return ok(this.reservation);
    });
  }

  previewLockup(amount: Dec, paymentMethod: LockupPaymentMethod): Promise<ApiResult<LockOrder>> {
    return this.calls.run('previewLockup', [amount, paymentMethod], () => {
      if (amount.lessThan(this.minimum)) return fail(ErrorCode.lockupBelowMinimum);
      const now = this.options.clock();
      const order: LockOrder = {
        orderId: this.nextId('order'),
        amount,
        currency: CRO,
        nativeAmount: amount.times(this.croPrice),
        nativeCurrency: currencyCode('USD'),
        termDays: 180,
        unlockAt: now + 180 * DAY_MS,
        paymentMethod,
        expiresAt: now + 60_000,
      };
      this.orders.set(order.orderId, order);
      return ok(order);
    });
  }

  createLock(orderId: string, passcode: string): Promise<ApiResult<{ readonly lock: Lock; readonly payment: RewardPayment | undefined }>> {
    return this.calls.run('createLock', [orderId, passcode], () => {
      const order = this.orders.get(orderId);
      if (order === undefined) return fail(ErrorCode.rewardPreviewNotFound);
      if (passcode !== (this.options.passcode ?? '147258')) return fail(ErrorCode.invalidPasscode);
      this.orders.delete(orderId);
      const byWallet = order.paymentMethod === 'crypto_wallet';
      const lock: Lock = {
        id: this.nextId('lock'),
        orderId,
        amount: order.amount,
        currency: CRO,
        status: byWallet ? 'locked' : 'pending_payment',
        unlockAt: order.unlockAt,
      };
      const payment: RewardPayment = {
        id: this.nextId('pay'),
        status: byWallet ? 'succeeded' : 'pending',
        amount: byWallet ? order.amount : order.nativeAmount,
        currency: byWallet ? CRO : order.nativeCurrency,
        paymentMethod: order.paymentMethod,
      };
      this.locks.set(lock.id, lock);
      this.payments.set(payment.id, { payment, lockId: lock.id });
      return ok({ lock, payment });
    });
  }

  submitWalletToken(wallet: DeviceWallet, paymentId: string, token: string): Promise<ApiResult<RewardPayment>> {
    return this.calls.run('submitWalletToken', [wallet, paymentId, token], () => {
      const held = this.payments.get(paymentId);
      const lock = held === undefined ? undefined : this.locks.get(held.lockId);
      if (held?.payment.paymentMethod !== wallet || lock === undefined) return fail(ErrorCode.rewardPaymentNotFound);
      if (held.payment.status !== 'pending') return fail(ErrorCode.rewardPaymentNotPending);
      const payment: RewardPayment = { ...held.payment, status: token === 'declined' ? 'failed' : 'succeeded' };
      this.payments.set(paymentId, { payment, lockId: lock.id });
      this.locks.set(lock.id, { ...lock, status: payment.status === 'succeeded' ? 'locked' : 'payment_failed' });
      return ok(payment);
    });
  }

  getLockStatus(lockId: string): Promise<ApiResult<Lock>> {
    return this.calls.run('getLockStatus', [lockId], () => {
      const lock = this.locks.get(lockId);
      return lock === undefined ? fail(ErrorCode.lockupNotFound) : ok(lock);
    });
  }

  private nextId(prefix: string): string {
    this.issued += 1;
    return `${prefix}-${this.issued}`;
  }
}
