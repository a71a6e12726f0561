import { ErrorCode } from '../../../domain/errors/error-codes';
import { routes } from '../../http/routes';
import type { LockWire, RewardPaymentWire, SubscriptionWire, WelcomeMissionWire } from '../../http/schemas/rewards';
import { effectiveStatus } from '../../../domain/rewards/level-up-subscription';
import { planById, planByIdOrCode } from '../exchange/rewards/level-up-plans';
import { GATEWAY_MERCHANT_ID, REAL_GATEWAY_MERCHANT_ID } from '../exchange/trading/third-party-purchases';
import { LOCKUP_TERM_DAYS } from '../exchange/rewards/lockups';
import type { LockState, OfferState, PaymentState, SubscriptionState } from '../exchange/rewards/rewards-slice';
import { type MissionView, REWARD_COIN } from '../exchange/rewards/welcome-pack';
import type { SandboxExchange } from '../exchange/sandbox-exchange';
import { REWARD_TERMS_URL } from '../exchange/sandbox-rewards';
import { failure, handleSigned, handleSignedIn } from './respond';
import { openPasscode } from './passcode-step';

const iso = (at: number): string => new Date(at).toISOString();
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const missionWire = (m: MissionView): WelcomeMissionWire => ({
  mission_id: m.id,
  target_amount: { amount: m.target.toFixed(2) },
  current_amount: { amount: m.current.toFixed(2) },
  is_completed: m.completed,
  is_claimed: m.claimed,
  reward: { amount: m.rewardUsd.toFixed(2), currency: 'USD' },
});

/** A device-wallet payment waiting for its token names the gateway its sheet tokenises for (design). */
const paymentWire = (p: PaymentState): RewardPaymentWire => ({
  id: p.id,
  status: p.status,
  amount: p.amount,
  currency: p.currency,
  payment_method: p.method,
  wallet_params:
    p.status === 'pending' && (p.method === 'apple_pay' || p.method === 'google_pay')
      ? { gateway: 'sandbox', gateway_merchant_id: GATEWAY_MERCHANT_ID, real_gateway_merchant_id: REAL_GATEWAY_MERCHANT_ID, country_code: 'US' }
      : null,
});
const lockWire = (l: LockState): LockWire => ({
  id: l.id,
  order_id: l.orderId,
  amount: l.amount,
  currency: l.currency,
  status: l.status,
  unlock_at: iso(l.unlockAt),
});

/** Subscriptions are paid from the fiat wallet or a device wallet, lockups from the CRO wallet or a device wallet (the exchange only opens such offers). */
function methodOf<M extends OfferState['paymentMethod']>(offer: OfferState, excluded: Exclude<OfferState['paymentMethod'], M>): M {
  if (offer.paymentMethod === excluded) throw new Error(`a ${offer.kind} offer is never paid by ${excluded}`);
  return offer.paymentMethod as M;
}

const previewWire = (offer: OfferState) => {
  const plan = planById(offer.details.plan_id ?? '');
  return {
    id: offer.id,
    plan_id: plan?.id ?? '',
    plan_code: plan?.plan ?? '',
    billing_period: offer.details.billing_period === 'annual' ? ('annual' as const) : ('monthly' as const),
    payment_method: methodOf<'fiat_wallet' | 'apple_pay' | 'google_pay'>(offer, 'crypto_wallet'),
    amount: offer.amount,
    currency: offer.currency,
    expires_at: iso(offer.expiresAt),
  };
};

const lockOrderWire = (offer: OfferState) => ({
  order_id: offer.id,
  amount: offer.amount,
  currency: offer.currency,
  native_amount: offer.details.native_amount ?? '0',
  native_currency: offer.details.native_currency ?? 'USD',
  term_days: LOCKUP_TERM_DAYS,
  unlock_at: iso(Number(offer.details.unlock_at)),
  payment_method: methodOf<'crypto_wallet' | 'apple_pay' | 'google_pay'>(offer, 'fiat_wallet'),
  expires_at: iso(offer.expiresAt),
});

/** Welcome bonus, level-up (info, upsell, management, plans, subscriptions and their payments), lockups, card reservations. */
export const rewardHandlers = (exchange: SandboxExchange) => {
  const rewards = exchange.rewards;
  const subscriptionWire = (s: SubscriptionState): SubscriptionWire => ({
    id: s.id,
    plan_id: s.planId,
    plan_code: s.plan,
    status: effectiveStatus(s, exchange.now()),
    billing_period: s.billingPeriod,
    next_billing_period: s.nextBillingPeriod,
    renews_at: s.renewsAt === undefined ? null : iso(s.renewsAt),
  });
  const subscriptionOnly = (result: ReturnType<typeof rewards.levelUp.cancel>) =>
    result.ok ? { ok: true as const, subscription: subscriptionWire(result.value), payment: null } : failure(result.error);
  return [
    handleSignedIn(exchange, routes.welcomeBonusProgress, (_context, account) => {
      const bonus = rewards.welcome.view(account);
      return { ok: true, welcome_bonus: { unit: bonus.unit, end_time: iso(bonus.endTime), missions: bonus.missions.map(missionWire) } };
    }),
    handleSignedIn(exchange, routes.claimMission, ({ body }, account) => {
      const result = rewards.welcome.claim(account, text(body.mission_id));
      return result.ok ? { ok: true, reward: { amount: result.value.amount.toFixed(), currency: REWARD_COIN } } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.rewardTermsCheck, ({ query }, account) => {
      const result = rewards.rewardTerms(account, query.get('entity_id') ?? '');
      return result.ok ? { ok: true, terms: { status: result.value, url: REWARD_TERMS_URL } } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.levelUpInfo, (_context, account) => {
      const info = rewards.info(account);
      return {
        ok: true,
        level_up: { level_up_version: info.version, membership_group_code: info.membershipGroupCode, text: info.text, gradient_colors: [...info.gradient] },
      };
    }),
    handleSignedIn(exchange, routes.levelUpUpsell, ({ query }, account) => {
      const result = rewards.upsell(account, query.get('entry_point') ?? '');
      if (!result.ok) return failure(result.error);
      const banner = result.value.eligible ? { tms_key: result.value.tmsKey, values: { ...result.value.values } } : null;
      return { ok: true, trade_drawer_upsell_eligible: result.value.eligible, trade_drawer_upsell_banner_desc_tms_key: banner };
    }),
    handleSignedIn(exchange, routes.levelUpManagement, (_context, account) => {
      const current = rewards.levelUp.current(account);
      return { ok: true, management: { subscription: current === undefined ? null : subscriptionWire(current) } };
    }),
    handleSignedIn(exchange, routes.subscriptionPlan, ({ params }) => {
      const plan = planByIdOrCode(params.id ?? '');
      if (plan === undefined) return failure({ code: ErrorCode.levelUpPlanNotFound });
      const prices = (['monthly', 'annual'] as const).map((period) => ({ billing_period: period, amount: plan.prices[period], currency: 'USD' }));
      return {
        ok: true,
        subscription_plan: { id: plan.id, code: plan.plan, name: plan.name, prices, benefits: [...plan.benefits], gradient_colors: [...plan.gradient] },
      };
    }),
    handleSignedIn(exchange, routes.subscriptionPreview, ({ body }, account) => {
      const result = rewards.levelUp.preview(account, text(body.plan_id), text(body.billing_period), text(body.payment_method));
      return result.ok ? { ok: true, preview: previewWire(result.value) } : failure(result.error);
    }),
    handleSigned(exchange, routes.subscribe, {
      prepare: openPasscode,
      run: ({ body }, account, passcode) => {
        const result = rewards.levelUp.subscribe(account, body.preview_id, passcode);
        return result.ok
          ? { ok: true, subscription: subscriptionWire(result.value.subscription), payment: paymentWire(result.value.payment) }
          : failure(result.error);
      },
    }),
    handleSignedIn(exchange, routes.subscriptionGooglePayToken, ({ body }, account) => {
      const result = rewards.payments.submitToken(
        account,
        text(body.payment_id),
        { purpose: 'subscription', method: 'google_pay' },
        text(body.google_pay_token),
      );
      return result.ok ? { ok: true, payment: paymentWire(result.value) } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.subscriptionApplePayToken, ({ body }, account) => {
      const result = rewards.payments.submitToken(account, text(body.payment_id), { purpose: 'subscription', method: 'apple_pay' }, text(body.token));
      return result.ok ? { ok: true, payment: paymentWire(result.value) } : failure(result.error);
    }),
    handleSigned(exchange, routes.changeBillingPlan, {
      prepare: openPasscode,
      run: ({ body }, account, passcode) => subscriptionOnly(rewards.levelUp.changeBillingPeriod(account, body.billing_period, passcode)),
    }),
    handleSigned(exchange, routes.resumeSubscription, {
      prepare: openPasscode,
      run: (_context, account, passcode) => subscriptionOnly(rewards.levelUp.resume(account, passcode)),
    }),
    handleSignedIn(exchange, routes.cancelSubscription, (_context, account) => subscriptionOnly(rewards.levelUp.cancel(account))),
    handleSignedIn(exchange, routes.subscriptionPaymentStatus, ({ query }, account) => {
      const result = rewards.payments.find(account, query.get('id') ?? '');
      return result.ok && result.value.purpose === 'subscription'
        ? { ok: true, payment: paymentWire(result.value) }
        : failure({ code: ErrorCode.rewardPaymentNotFound });
    }),
    handleSignedIn(exchange, routes.cardReservation, ({ body }, account) => {
      const result = rewards.lockups.reserveCard(account, text(body.card_tier));
      return result.ok
        ? {
            ok: true,
            card_reservation: { id: result.value.id, card_tier: result.value.cardTier, status: 'reserved' as const, created_at: iso(result.value.createdAt) },
          }
        : failure(result.error);
    }),
    handleSignedIn(exchange, routes.lockupPreview, ({ body }, account) => {
      const result = rewards.lockups.preview(account, text(body.amount), text(body.payment_method));
      return result.ok ? { ok: true, lock_order: lockOrderWire(result.value) } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.createLock, {
      prepare: openPasscode,
      run: ({ body }, account, passcode) => {
        const result = rewards.lockups.create(account, body.order_id, passcode);
        return result.ok ? { ok: true, lock: lockWire(result.value.lock), payment: paymentWire(result.value.payment) } : failure(result.error);
      },
    }),
    handleSignedIn(exchange, routes.lockGooglePayToken, ({ body }, account) => {
      const result = rewards.payments.submitToken(account, text(body.payment_id), { purpose: 'lockup', method: 'google_pay' }, text(body.google_pay_token));
      return result.ok ? { ok: true, payment: paymentWire(result.value) } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.lockApplePayToken, ({ body }, account) => {
      const result = rewards.payments.submitToken(account, text(body.payment_id), { purpose: 'lockup', method: 'apple_pay' }, text(body.token));
      return result.ok ? { ok: true, payment: paymentWire(result.value) } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.lockStatus, ({ params }, account) => {
      const result = rewards.lockups.status(account, params.id ?? '');
      return result.ok ? { ok: true, lock: lockWire(result.value) } : failure(result.error);
    }),
  ];
};
