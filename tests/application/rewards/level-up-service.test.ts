import { describe, expect, it } from 'vitest';
import { fakeWorld } from '../../support/fake-world';

async function page() {
  const world = await fakeWorld();
  world.services.customer.start();
  await world.time.until(() => !world.services.customer.state.getSnapshot().loading);
  const { levelUpPage, levelUpCheckout } = world.services;
  await levelUpPage.load();
  const checkout = () => levelUpCheckout.state.getSnapshot();
  const plan = (code: string) => {
    const found = levelUpPage.state.getSnapshot().plans.find((p) => p.code === code);
    if (found === undefined) throw new Error(`no plan ${code}`);
    return found;
  };
  return { ...world, levelUpPage, levelUpCheckout, checkout, plan };
}

describe('Level Up: the page, subscribing and managing (spec 001 §3, §7)', () => {
  it('reads the info, the subscription (none yet) and the plans plus, pro and private with their prices and gradients', async () => {
    const { levelUpPage } = await page();
    const state = levelUpPage.state.getSnapshot();
    expect(state.status).toBe('ready');
    expect(state.subscription).toBeUndefined();
    expect(state.plans.map((p) => [p.code, p.prices.map((x) => x.amount.toFixed())])).toEqual([
      ['plus', ['4.99', '49.99']],
      ['pro', ['29.99', '299.99']],
      ['private', ['199.99', '1999.99']],
    ]);
    expect(state.plans[1]?.gradientColors).toEqual(['#0B1426', '#C9A227']);
  });

  it('subscribes from the cash account with the passcode: preview, a wrong passcode kept on the price, then joined and money moved', async () => {
    const { levelUpCheckout, checkout, plan, fakes, services, levelUpPage } = await page();
    const moved: string[] = [];
    services.moneyEvents.moved$.subscribe((m) => moved.push(m));
    await levelUpCheckout.open(plan('pro'));
    expect(checkout()).toMatchObject({
      step: 'choose',
      billingPeriod: 'monthly',
      paymentMethod: 'fiat_wallet',
      methods: ['fiat_wallet', 'apple_pay', 'google_pay'],
    });
    levelUpCheckout.chooseBilling('annual');
    await levelUpCheckout.review();
    expect(checkout()).toMatchObject({ step: 'review', preview: { planCode: 'pro', billingPeriod: 'annual' } });
    expect(checkout().preview?.amount.toFixed()).toBe('299.99');
    levelUpCheckout.typePasscode('111111');
    await levelUpCheckout.subscribe();
    expect(checkout()).toMatchObject({ step: 'review', passcode: '', passcodeError: { code: 'invalid_passcode' } });
    levelUpCheckout.typePasscode('147258');
    await levelUpCheckout.subscribe();
    expect(checkout().step).toBe('done');
    expect(fakes.levelUp.calls.requests('subscribe').map((r) => r[1])).toEqual(['111111', '147258']);
    expect(moved).toEqual(['level_up_subscribed']);
    await services.levelUpPage.load();
    expect(levelUpPage.state.getSnapshot().subscription).toMatchObject({ planCode: 'pro', status: 'active', billingPeriod: 'annual' });
  });

  it.each(['apple_pay', 'google_pay'] as const)('pays by %s through its sheet, then polls the payment status until it settles', async (method) => {
    const { levelUpCheckout, checkout, plan, fakes, time } = await page();
    await levelUpCheckout.open(plan('plus'));
    levelUpCheckout.choosePayment(method);
    await levelUpCheckout.review();
    levelUpCheckout.typePasscode('147258');
    const subscribing = levelUpCheckout.subscribe();
    await time.until(() => checkout().step === 'done');
    await subscribing;
    expect(fakes.levelUp.calls.requests('submitWalletToken')[0]?.[0]).toBe(method);
    expect(fakes.levelUp.calls.count('getPaymentStatus')).toBe(1);
    expect(method === 'apple_pay' ? fakes.applePay.requests : fakes.googlePay.requests).toHaveLength(1);
  });

  it('leaving the sheet charges nothing and offers another try, which previews again', async () => {
    const { levelUpCheckout, checkout, plan, fakes } = await page();
    fakes.googlePay.choice = 'cancel';
    await levelUpCheckout.open(plan('plus'));
    levelUpCheckout.choosePayment('google_pay');
    await levelUpCheckout.review();
    levelUpCheckout.typePasscode('147258');
    await levelUpCheckout.subscribe();
    expect(checkout()).toMatchObject({ step: 'failed', cancelled: true });
    expect(fakes.levelUp.calls.count('submitWalletToken')).toBe(0);
    fakes.googlePay.choice = 'pay';
    await levelUpCheckout.review();
    expect(checkout().step).toBe('review');
    expect(fakes.levelUp.calls.count('previewSubscription')).toBe(2);
  });

  it('a declined wallet payment ends as failed', async () => {
    const { levelUpCheckout, checkout, plan, fakes, time } = await page();
    fakes.applePay.choice = 'pay';
    await levelUpCheckout.open(plan('plus'));
    levelUpCheckout.choosePayment('apple_pay');
    await levelUpCheckout.review();
    levelUpCheckout.typePasscode('147258');
    fakes.levelUp.calls.failNext('submitWalletToken', { kind: 'network' });
    await levelUpCheckout.subscribe();
    await time.until(() => checkout().step === 'failed');
    expect(checkout().failure?.code).toBe('transaction_failed');
  });

  it('manages a subscription: cancel needs no passcode; resume and the next billing period need it', async () => {
    const { levelUpCheckout, plan, levelUpPage } = await page();
    await levelUpCheckout.open(plan('pro'));
    await levelUpCheckout.review();
    levelUpCheckout.typePasscode('147258');
    await levelUpCheckout.subscribe();
    await levelUpPage.load();
    levelUpPage.startManage('billing');
    expect(levelUpPage.state.getSnapshot().manage).toMatchObject({ action: 'billing', period: 'annual' });
    await levelUpPage.confirmManage();
    expect(levelUpPage.state.getSnapshot().manage?.busy).toBe(false);
    levelUpPage.typeManagePasscode('147258');
    await levelUpPage.confirmManage();
    expect(levelUpPage.state.getSnapshot().subscription).toMatchObject({ nextBillingPeriod: 'annual' });
    levelUpPage.startManage('cancel');
    await levelUpPage.confirmManage();
    expect(levelUpPage.state.getSnapshot().subscription?.status).toBe('cancelled');
    levelUpPage.startManage('resume');
    levelUpPage.typeManagePasscode('000000');
    await levelUpPage.confirmManage();
    expect(levelUpPage.state.getSnapshot().manage?.error?.code).toBe('invalid_passcode');
    levelUpPage.typeManagePasscode('147258');
    await levelUpPage.confirmManage();
    expect(levelUpPage.state.getSnapshot().subscription?.status).toBe('active');
  });
});
