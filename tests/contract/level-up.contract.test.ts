import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../application/ports/api-error';
import type { LevelUpPort } from '../../application/ports/level-up-port';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../../adapters/crypto/passcode-encryption';
import { HttpLevelUpAdapter } from '../../adapters/http/level-up-http-adapter';
import { HttpRewardsAdapter } from '../../adapters/http/rewards-http-adapter';
import { routes } from '../../adapters/http/routes';
import { DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';
import { OFFER_TTL_MS } from '../../adapters/sandbox/exchange/rewards/offers';
import { SUBSCRIPTION_KIND } from '../../adapters/sandbox/exchange/rewards/level-up-subscriptions';
import { BILLING_PERIOD_MS } from '../../domain/rewards/level-up-subscription';
import { errorCode, expectError, expectOk } from '../support/api-result';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { signInAs } from '../support/sign-in';

const encryptor = new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET });

describe('level-up contract: HttpLevelUpAdapter against the sandbox exchange (spec 001 §7 level-up subscriptions)', () => {
  let h: SandboxHarness;
  let levelUp: HttpLevelUpAdapter;
  let rewards: HttpRewardsAdapter;

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    levelUp = new HttpLevelUpAdapter(h.get('http'), encryptor);
    rewards = new HttpRewardsAdapter(h.get('http'));
  });

  afterEach(() => h.stop());

  it('refuses every call without a signed-in session (unauthorized)', async () => {
    const calls: ((port: LevelUpPort) => Promise<ApiResult<unknown>>)[] = [
      (p) => p.previewSubscription('plan_pro', 'monthly', 'fiat_wallet'),
      (p) => p.subscribe('x', DEMO_PASSCODE),
      (p) => p.submitWalletToken('google_pay', 'x', 't'),
      (p) => p.submitWalletToken('apple_pay', 'x', 't'),
      (p) => p.getPaymentStatus('x'),
      (p) => p.changeBillingPeriod('annual', DEMO_PASSCODE),
      (p) => p.cancelSubscription(),
      (p) => p.resumeSubscription(DEMO_PASSCODE),
    ];
    for (const call of calls) expect(errorCode(await call(levelUp))).toBe('unauthorized');
  });

  describe('previewSubscription', () => {
    it('prices a plan for a billing period, valid for 60 s', async () => {
      await signInAs(h, 'alex');
      const preview = expectOk(await levelUp.previewSubscription('plan_pro', 'annual', 'google_pay'));
      expect(preview).toMatchObject({ planId: 'plan_pro', planCode: 'pro', billingPeriod: 'annual', paymentMethod: 'google_pay', currency: 'USD' });
      expect(preview.amount.toFixed(2)).toBe('299.99');
      expect(preview.expiresAt - h.time.now()).toBe(OFFER_TTL_MS);
    });

    it('refuses an unknown plan, and a customer who already holds a plan (lena)', async () => {
      await signInAs(h, 'lena');
      expect(errorCode(await levelUp.previewSubscription('plan_gold', 'monthly', 'fiat_wallet'))).toBe('level_up_plan_not_found');
      expect(errorCode(await levelUp.previewSubscription('plan_plus', 'monthly', 'fiat_wallet'))).toBe('level_up_already_subscribed');
    });
  });

  describe('subscribe', () => {
    it('pays from the fiat wallet at once: active, money to the house, one history entry', async () => {
      const alex = await signInAs(h, 'alex');
      const preview = expectOk(await levelUp.previewSubscription('plan_pro', 'monthly', 'fiat_wallet'));
      const outcome = expectOk(await levelUp.subscribe(preview.id, DEMO_PASSCODE));
      expect(outcome.subscription).toMatchObject({ planCode: 'pro', status: 'active', renewsAt: h.time.now() + BILLING_PERIOD_MS.monthly });
      expect(outcome.payment).toMatchObject({ status: 'succeeded', paymentMethod: 'fiat_wallet' });
      expect(h.exchange.context.ledger.balance(alex.uuid, 'USD').toFixed(2)).toBe('9970.01');
      expect(h.exchange.context.transactionsOf(alex).filter((t) => t.kind === SUBSCRIPTION_KIND)).toHaveLength(1);
      expect(expectOk(await rewards.getLevelUpInfo()).membershipGroupCode).toBe('pro');
      expect(errorCode(await levelUp.subscribe(preview.id, DEMO_PASSCODE))).toBe('reward_preview_already_used');
    });

    it('refuses a wrong passcode with the attempts left, an expired preview and a foreign one', async () => {
      await signInAs(h, 'alex');
      const preview = expectOk(await levelUp.previewSubscription('plan_plus', 'monthly', 'fiat_wallet'));
      expect(expectError(await levelUp.subscribe(preview.id, '000000'))).toMatchObject({ code: 'invalid_passcode', meta: { remaining_number_of_attempts: 4 } });
      await h.time.advance(OFFER_TTL_MS);
      expect(errorCode(await levelUp.subscribe(preview.id, DEMO_PASSCODE))).toBe('reward_preview_expired');
      expect(errorCode(await levelUp.subscribe('lvp_nope', DEMO_PASSCODE))).toBe('reward_preview_not_found');
    });

    it('refuses a customer without the money (not_enough_balance), leaving the preview usable', async () => {
      await signInAs(h, 'zoe');
      const preview = expectOk(await levelUp.previewSubscription('plan_plus', 'monthly', 'fiat_wallet'));
      expect(errorCode(await levelUp.subscribe(preview.id, DEMO_PASSCODE))).toBe('not_enough_balance');
      expect(expectOk(await rewards.getLevelUpSubscription())).toBeUndefined();
    });

    it('refuses a passcode sent in plain digits (it must travel encrypted) as a wrong passcode', async () => {
      await signInAs(h, 'alex');
      const preview = expectOk(await levelUp.previewSubscription('plan_plus', 'monthly', 'fiat_wallet'));
      expect(errorCode(await h.get('http').call(routes.subscribe, { body: { preview_id: preview.id, passcode: DEMO_PASSCODE } }))).toBe('invalid_passcode');
    });
  });

  describe('device-wallet payments: submitWalletToken and getPaymentStatus', () => {
    it('waits for the Google Pay token, then the subscription is active', async () => {
      await signInAs(h, 'eli');
      const preview = expectOk(await levelUp.previewSubscription('plan_plus', 'annual', 'google_pay'));
      const { subscription, payment } = expectOk(await levelUp.subscribe(preview.id, DEMO_PASSCODE));
      expect(subscription.status).toBe('pending_payment');
      expect(payment?.status).toBe('pending');
      const id = payment?.id ?? '';
      expect(errorCode(await levelUp.submitWalletToken('apple_pay', id, 'tok'))).toBe('reward_payment_not_found');
      expect(expectOk(await levelUp.submitWalletToken('google_pay', id, 'gpay-token')).status).toBe('succeeded');
      expect(expectOk(await levelUp.getPaymentStatus(id)).status).toBe('succeeded');
      expect(expectOk(await rewards.getLevelUpSubscription())?.status).toBe('active');
      expect(errorCode(await levelUp.submitWalletToken('google_pay', id, 'again'))).toBe('reward_payment_not_pending');
    });

    it('a declined Apple Pay token fails the payment and the subscription', async () => {
      await signInAs(h, 'eli');
      const preview = expectOk(await levelUp.previewSubscription('plan_plus', 'monthly', 'apple_pay'));
      const id = expectOk(await levelUp.subscribe(preview.id, DEMO_PASSCODE)).payment?.id ?? '';
      expect(expectOk(await levelUp.submitWalletToken('apple_pay', id, 'declined')).status).toBe('failed');
      expect(expectOk(await rewards.getLevelUpSubscription())?.status).toBe('payment_failed');
      expect(errorCode(await levelUp.getPaymentStatus('rpay_nope'))).toBe('reward_payment_not_found');
    });
  });

  describe('billing plans, cancel and resume', () => {
    it("changes lena's next billing period, cancels and resumes her subscription", async () => {
      await signInAs(h, 'lena');
      expect(expectOk(await levelUp.changeBillingPeriod('annual', DEMO_PASSCODE))).toMatchObject({ billingPeriod: 'monthly', nextBillingPeriod: 'annual' });
      expect(errorCode(await levelUp.resumeSubscription(DEMO_PASSCODE))).toBe('level_up_subscription_not_cancelled');
      expect(expectOk(await levelUp.cancelSubscription()).status).toBe('cancelled');
      expect(errorCode(await levelUp.changeBillingPeriod('monthly', DEMO_PASSCODE))).toBe('level_up_subscription_not_active');
      expect(errorCode(await levelUp.resumeSubscription('000000'))).toBe('invalid_passcode');
      expect(expectOk(await levelUp.resumeSubscription(DEMO_PASSCODE)).status).toBe('active');
    });

    it('refuses them for a customer who never subscribed (level_up_subscription_not_found)', async () => {
      await signInAs(h, 'alex');
      expect(errorCode(await levelUp.cancelSubscription())).toBe('level_up_subscription_not_found');
      expect(errorCode(await levelUp.resumeSubscription(DEMO_PASSCODE))).toBe('level_up_subscription_not_found');
      expect(errorCode(await levelUp.changeBillingPeriod('annual', DEMO_PASSCODE))).toBe('level_up_subscription_not_found');
    });

    it('a cancelled subscription ends at its renewal date', async () => {
      await signInAs(h, 'lena');
      const cancelled = expectOk(await levelUp.cancelSubscription());
      await h.time.advance((cancelled.renewsAt ?? 0) - h.time.now());
      expect(expectOk(await rewards.getLevelUpSubscription())?.status).toBe('expired');
      expect(expectOk(await rewards.getLevelUpInfo()).membershipGroupCode).toBeUndefined();
    });
  });
});
