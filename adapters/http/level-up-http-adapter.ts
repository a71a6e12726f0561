import type * as z from 'zod/mini';
import type { ApiResult } from '../../application/ports/api-error';
import type {
  DeviceWallet,
  LevelUpPort,
  RewardPayment,
  SubscriptionOutcome,
  SubscriptionPaymentMethod,
  SubscriptionPreview,
} from '../../application/ports/level-up-port';
import type { LevelUpSubscription } from '../../application/ports/rewards-port';
import type { BillingPeriod } from '../../domain/rewards/level-up-subscription';
import type { PasscodeEncryptor } from '../crypto/passcode-encryption';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import { toSubscription } from './rewards-http-adapter';
import { rewardsRoutes as routes } from './routes/rewards';
import type { rewardPayment, subscriptionResponse } from './schemas/rewards';

export const toRewardPayment = (wire: z.output<typeof rewardPayment>): RewardPayment => ({
  id: wire.id,
  status: wire.status,
  amount: wire.amount,
  currency: wire.currency,
  paymentMethod: wire.payment_method,
  ...(wire.wallet_params == null
    ? {}
    : {
        walletParams: {
          gateway: wire.wallet_params.gateway,
          gatewayMerchantId: wire.wallet_params.gateway_merchant_id,
          realGatewayMerchantId: wire.wallet_params.real_gateway_merchant_id,
          countryCode: wire.wallet_params.country_code,
        },
      }),
});

const subscriptionOf = (r: z.output<typeof subscriptionResponse>): LevelUpSubscription => toSubscription(r.subscription);

/** Level Up purchases over HTTP; passcodes are encrypted here and the subscribe and billing calls are signed. */
export class HttpLevelUpAdapter implements LevelUpPort {
  constructor(
    private readonly http: HttpClient,
    private readonly encryptor: PasscodeEncryptor,
  ) {}

  async previewSubscription(planId: string, billingPeriod: BillingPeriod, paymentMethod: SubscriptionPaymentMethod): Promise<ApiResult<SubscriptionPreview>> {
    const body = { plan_id: planId, billing_period: billingPeriod, payment_method: paymentMethod };
    return mapResult(await this.http.call(routes.subscriptionPreview, { body }), ({ preview: p }) => ({
      id: p.id,
      planId: p.plan_id,
      planCode: p.plan_code,
      billingPeriod: p.billing_period,
      paymentMethod: p.payment_method,
      amount: p.amount,
      currency: p.currency,
      expiresAt: Date.parse(p.expires_at),
    }));
  }

  async subscribe(previewId: string, passcode: string): Promise<ApiResult<SubscriptionOutcome>> {
    const body = { preview_id: previewId, passcode: await this.encryptor.encrypt(passcode) };
    return mapResult(await this.http.call(routes.subscribe, { body }), (r) => ({
      subscription: toSubscription(r.subscription),
      payment: r.payment === null ? undefined : toRewardPayment(r.payment),
    }));
  }

  async submitWalletToken(wallet: DeviceWallet, paymentId: string, token: string): Promise<ApiResult<RewardPayment>> {
    const result =
      wallet === 'google_pay'
        ? await this.http.call(routes.subscriptionGooglePayToken, { body: { payment_id: paymentId, google_pay_token: token } })
        : await this.http.call(routes.subscriptionApplePayToken, { body: { payment_id: paymentId, token } });
    return mapResult(result, (r) => toRewardPayment(r.payment));
  }

  async getPaymentStatus(paymentId: string): Promise<ApiResult<RewardPayment>> {
    return mapResult(await this.http.call(routes.subscriptionPaymentStatus, { query: { id: paymentId } }), (r) => toRewardPayment(r.payment));
  }

  async changeBillingPeriod(billingPeriod: BillingPeriod, passcode: string): Promise<ApiResult<LevelUpSubscription>> {
    const body = { billing_period: billingPeriod, passcode: await this.encryptor.encrypt(passcode) };
    return mapResult(await this.http.call(routes.changeBillingPlan, { body }), subscriptionOf);
  }

  async cancelSubscription(): Promise<ApiResult<LevelUpSubscription>> {
    return mapResult(await this.http.call(routes.cancelSubscription, { body: {} }), subscriptionOf);
  }

  async resumeSubscription(passcode: string): Promise<ApiResult<LevelUpSubscription>> {
    return mapResult(await this.http.call(routes.resumeSubscription, { body: { passcode: await this.encryptor.encrypt(passcode) } }), subscriptionOf);
  }
}
