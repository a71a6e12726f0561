import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { type CliHarness, cliHarness } from './cli-harness';

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  await harness.close();
});

const errorOf = (run: { json: () => Record<string, unknown> }) => (run.json() as { error: Record<string, unknown> }).error;

describe('bonus status and bonus claim: the welcome-bonus widget (spec 000 §3, §4; 001 §3, §4)', () => {
  it('--json: a running bonus, not claimable before the mission is complete (mission_not_completed, exit 1)', async () => {
    const status = await harness.run('bonus', 'status', '--persona', 'wendy', '--json');
    expect(status.code).toBe(0);
    expect(status.json()).toEqual({
      welcome_bonus: {
        mission_id: 'welcome_tier_100',
        current_amount: '0',
        target_amount: '100',
        unit: 'USD',
        progress_percentage: '0',
        end_time: expect.stringMatching(/^2026-11-2\dT/) as string,
        is_completed: false,
        is_claimed: false,
        is_expired: false,
        can_claim: false,
        shown: true,
      },
    });
    const claim = await harness.run('bonus', 'claim', '--persona', 'wendy', '--json');
    expect(claim.code).toBe(1);
    expect(errorOf(claim)).toMatchObject({
      code: 'mission_not_completed',
      message: 'Complete the mission before claiming the reward.',
      params: { mission: 'welcome_tier_100' },
    });
  });

  it('after a first purchase of 120 USD the mission is complete; the claim pays CRO (human mode)', async () => {
    expect((await harness.run('buy', '--persona', 'wendy', '--coin', 'BTC', '--amount', '120', '--pay', 'fiat_wallet')).code).toBe(0);
    const status = await harness.run('bonus', 'status', '--persona', 'wendy');
    expect(status.stdout).toMatch(/^mission: +welcome_tier_100\nprogress: +[\d.]+ of 100 USD \(1\d\d %\)\nends: +2026-.*\nstatus: +ready to claim\n$/);
    const claim = await harness.run('bonus', 'claim', '--persona', 'wendy');
    expect(claim.code).toBe(0);
    expect(claim.stdout).toMatch(/^claimed: welcome_tier_100\nreward: +[\d,.]+ CRO\n$/);
  });

  it('an account past its 30 days: the bonus has ended (welcome_bonus_expired)', async () => {
    const status = await harness.run('bonus', 'status', '--json');
    expect(status.json()).toMatchObject({ welcome_bonus: { is_expired: true, shown: false } });
    const claim = await harness.run('bonus', 'claim', '--json');
    expect(claim.code).toBe(1);
    expect(errorOf(claim)).toMatchObject({ code: 'welcome_bonus_expired' });
  });
});
