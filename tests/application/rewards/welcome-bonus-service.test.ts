import { describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { welcomeBonusEndTime } from '../../../domain/rewards/welcome-mission';
import { fakeWorld } from '../../support/fake-world';

/** The customer's account (and bonus) starts at 0; `startAt` moves time on before the widget starts. */
async function setup(arrange: (w: Awaited<ReturnType<typeof fakeWorld>>) => void = () => undefined, startAt = 0) {
  const w = await fakeWorld();
  arrange(w);
  await w.time.advance(startAt);
  const bonus = w.services.welcomeBonus;
  const stop = bonus.start();
  await w.time.until(() => bonus.state.getSnapshot().status !== 'loading');
  const fetches = () => w.fakes.rewards.calls.count('getWelcomeBonus');
  return { ...w, bonus, stop, fetches, state: () => bonus.state.getSnapshot() };
}

const END = welcomeBonusEndTime(0);

describe('WelcomeBonusService (spec 000 §3, §4; 001 §3, §4)', () => {
  it('shows the first mission with its progress and a countdown that ticks every second', async () => {
    const f = await setup((w) => w.fakes.rewards.trade('40'));
    expect(f.state()).toMatchObject({ status: 'ready', now: 0, claimLocked: false, claim: { phase: 'idle' } });
    const view = f.state().view;
    expect(view?.isShowWelcomeBonusWidget).toBe(true);
    expect(view?.missionId).toBe('tier_100');
    expect(view?.progressPercentage.toFixed()).toBe('40');
    expect(view?.isShowClaimButton).toBe(false);
    expect(view?.endTime).toBe(END);
    await f.time.advance(999);
    expect(f.state().now).toBe(0);
    await f.time.advance(1);
    expect(f.state().now).toBe(1_000);
    await f.time.advance(3_000);
    expect(f.state().now).toBe(4_000);
  });

  it('hides at the end of the bonus and stops ticking', async () => {
    const f = await setup(() => undefined, END - 3_000);
    expect(f.state().view?.isShowWelcomeBonusWidget).toBe(true);
    await f.time.advance(2_000);
    expect(f.state().view?.isShowWelcomeBonusWidget).toBe(true);
    await f.time.advance(1_000);
    expect(f.state().view?.isShowWelcomeBonusWidget).toBe(false);
    expect(f.state().view?.isExpired).toBe(true);
    const snapshot = f.state();
    await f.time.advance(10_000);
    expect(f.state()).toBe(snapshot);
    expect(f.time.scheduler.actions).toHaveLength(0);
  });

  it('no bonus, or a read that fails: the widget stays hidden', async () => {
    const none = await setup((w) => (w.fakes.rewards.hasWelcomeBonus = false));
    expect(none.state()).toMatchObject({ status: 'ready' });
    expect(none.state().view?.isShowWelcomeBonusWidget).toBe(false);
    const failed = await setup((w) => w.fakes.rewards.calls.failNext('getWelcomeBonus', { kind: 'network' }));
    expect(failed.state()).toMatchObject({ status: 'failed', view: undefined });
  });

  it("a successful claim reads the account data again: the reward's coin wallet shows without a reload", async () => {
    const f = await setup((w) => w.fakes.rewards.trade('100'));
    await f.services.balances.refresh();
    f.fakes.account.setCoinWallet('CRO', '83.33', '10.00');
    await f.bonus.claim();
    await f.time.until(() => f.services.balances.state.getSnapshot().wallets?.coins.some((c) => c.currency === 'CRO') === true);
  });

  it('Claim claims the shown mission once, locks for 2.5 s, and the refetch moves the widget on to the next mission', async () => {
    const f = await setup((w) => w.fakes.rewards.trade('100'));
    expect(f.state().view?.isShowClaimButton).toBe(true);
    const claiming = f.bonus.claim();
    expect(f.state()).toMatchObject({ claimLocked: true, claim: { phase: 'claiming' } });
    await claiming;
    expect(f.state().claim).toMatchObject({ phase: 'claimed', reward: { currency: 'USD' } });
    expect(f.state().claim.phase === 'claimed' && f.state().claim).toMatchObject({ reward: { amount: expect.anything() } });
    expect(f.fakes.rewards.calls.requests('claimMission')).toEqual([['tier_100']]);
    await f.time.advance(1_000);
    await f.bonus.claim();
    expect(f.fakes.rewards.calls.count('claimMission')).toBe(1);
    expect(f.fetches()).toBe(2);
    expect(f.state().view?.missionId).toBe('tier_500');
    expect(f.state().view?.progressPercentage.toFixed()).toBe('20');
    await f.time.advance(1_499);
    expect(f.state().claimLocked).toBe(true);
    await f.time.advance(1);
    expect(f.state().claimLocked).toBe(false);
    await f.time.advance(10_000);
    expect(f.fetches()).toBe(2);
  });

  it('a failed claim shows the catalogue message with try again; trying again claims', async () => {
    const f = await setup((w) => {
      w.fakes.rewards.trade('150');
      w.fakes.rewards.calls.failNext('claimMission', businessError('mission_not_completed'));
    });
    await f.bonus.claim();
    expect(f.state().claim).toMatchObject({ phase: 'failed', notice: { action: 'inline', extras: ['try_again_button'] } });
    expect(f.state().view?.isShowClaimButton).toBe(true);
    await f.time.advance(2_500);
    await f.bonus.claim();
    expect(f.state().claim.phase).toBe('claimed');
    expect(f.fakes.rewards.calls.count('claimMission')).toBe(2);
  });

  it('after a trade the progress is fetched 300 ms later, then every 2 s up to 3 retries while it does not move', async () => {
    const f = await setup();
    f.services.tradeEvents.completed({ kind: 'coin_buy', transactionId: 'tx-1', isFirstPurchase: true });
    await f.time.advance(299);
    expect(f.fetches()).toBe(1);
    await f.time.advance(1);
    expect(f.fetches()).toBe(2);
    await f.time.advance(6_000);
    expect(f.fetches()).toBe(5);
    await f.time.advance(20_000);
    expect(f.fetches()).toBe(5);
  });

  it('the monitor stops early once the progress moves', async () => {
    const f = await setup();
    f.services.tradeEvents.completed({ kind: 'coin_buy', transactionId: 'tx-1', isFirstPurchase: true });
    await f.time.advance(2_300);
    expect(f.fetches()).toBe(3);
    f.fakes.rewards.trade('60');
    await f.time.advance(2_000);
    expect(f.fetches()).toBe(4);
    expect(f.state().view?.progressPercentage.toFixed()).toBe('60');
    await f.time.advance(10_000);
    expect(f.fetches()).toBe(4);
  });

  it('stopping drops the ticks and the refetches', async () => {
    const f = await setup();
    f.services.tradeEvents.completed({ kind: 'coin_buy', transactionId: 'tx-1', isFirstPurchase: true });
    f.stop();
    await f.time.advance(10_000);
    expect(f.fetches()).toBe(1);
    expect(f.time.scheduler.actions).toHaveLength(0);
  });
});
