import type * as z from 'zod/mini';
import type { ApiResult } from '../../application/ports/api-error';
import type { DeviceWallet, RewardPayment } from '../../application/ports/level-up-port';
import type { CardReservation, Lock, LockOrder, LockupPaymentMethod, LockupPort } from '../../application/ports/lockup-port';
import type { Dec } from '../../domain/money/decimal';
import type { PasscodeEncryptor } from '../crypto/passcode-encryption';
import type { HttpClient } from './http-client';
import { toRewardPayment } from './level-up-http-adapter';
import { mapResult } from './map-result';
import { rewardsRoutes as routes } from './routes/rewards';
import type { lock } from './schemas/rewards';

const toLock = (wire: z.output<typeof lock>): Lock => ({
  id: wire.id,
  orderId: wire.order_id,
  amount: wire.amount,
  currency: wire.currency,
  status: wire.status,
  unlockAt: Date.parse(wire.unlock_at),
});

/** Card reservations and CRO lockups over HTTP; the lock's passcode is encrypted here. */
export class HttpLockupAdapter implements LockupPort {
  constructor(
    private readonly http: HttpClient,
    private readonly encryptor: PasscodeEncryptor,
  ) {}

  async reserveCard(cardTier: string): Promise<ApiResult<CardReservation>> {
    return mapResult(await this.http.call(routes.cardReservation, { body: { card_tier: cardTier } }), ({ card_reservation: c }) => ({
      id: c.id,
      cardTier: c.card_tier,
      createdAt: Date.parse(c.created_at),
    }));
  }

  async previewLockup(amount: Dec, paymentMethod: LockupPaymentMethod): Promise<ApiResult<LockOrder>> {
    const body = { amount: amount.toFixed(), payment_method: paymentMethod };
    return mapResult(await this.http.call(routes.lockupPreview, { body }), ({ lock_order: o }) => ({
      orderId: o.order_id,
      amount: o.amount,
      currency: o.currency,
      nativeAmount: o.native_amount,
      nativeCurrency: o.native_currency,
      termDays: o.term_days,
      unlockAt: Date.parse(o.unlock_at),
      paymentMethod: o.payment_method,
      expiresAt: Date.parse(o.expires_at),
    }));
  }

  async createLock(orderId: string, passcode: string): Promise<ApiResult<{ readonly lock: Lock; readonly payment: RewardPayment | undefined }>> {
    const body = { order_id: orderId, passcode: await this.encryptor.encrypt(passcode) };
    return mapResult(await this.http.call(routes.createLock, { body }), (r) => ({
      lock: toLock(r.lock),
      payment: r.payment === null ? undefined : toRewardPayment(r.payment),
    }));
  }

  async submitWalletToken(wallet: DeviceWallet, paymentId: string, token: string): Promise<ApiResult<RewardPayment>> {
    const result =
      wallet === 'google_pay'
        ? await this.http.call(routes.lockGooglePayToken, { body: { payment_id: paymentId, google_pay_token: token } })
        : await this.http.call(routes.lockApplePayToken, { body: { payment_id: paymentId, token } });
    return mapResult(result, (r) => toRewardPayment(r.payment));
  }

  async getLockStatus(lockId: string): Promise<ApiResult<Lock>> {
    return mapResult(await this.http.call(routes.lockStatus, { params: { id: lockId } }), (r) => toLock(r.lock));
  }
}
