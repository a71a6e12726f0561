import { describe, expect, it } from 'vitest';
import { runBatch } from './cli-harness';

describe('CLI: basket transfer and Level Up (issue 16)', () => {
  it('basket transfer: the portion rules as usage errors, then a 30 % transfer previewed and created (processing)', async () => {
    const lines = await runBatch([
      ['basket', 'transfer', '--basket', 'bski_alex_blue_chip', '--portion', '12.5'],
      ['basket', 'transfer', '--basket', 'bski_alex_blue_chip', '--portion', '0'],
      ['basket', 'transfer', '--basket', 'bski_alex_blue_chip', '--portion', '1000'],
      ['basket', 'transfer', '--basket', 'bski_nobody', '--portion', '30'],
      ['basket', 'transfer', '--basket', 'bski_alex_blue_chip', '--portion', '30'],
    ]);
    expect(lines.map((l) => l.exit_code)).toEqual([2, 2, 2, 2, 0]);
    const result = lines[4]?.result as { portion: string; coins: { symbol: string }[]; transfer: { status: string } };
    expect(result.portion).toBe('30');
    expect(result.coins.map((c) => c.symbol)).toEqual(['BTC', 'ETH']);
    expect(result.transfer.status).toBe('processing');
  });

  it('level-up plans and subscribe: the cash account pays with the passcode; a wrong passcode and a second plan are refused', async () => {
    const lines = await runBatch([
      ['level-up', 'plans'],
      ['level-up', 'subscribe', '--plan', 'pro', '--billing', 'annual', '--passcode', '111111'],
      ['level-up', 'subscribe', '--plan', 'pro', '--billing', 'annual', '--passcode', '147258'],
      ['level-up', 'subscribe', '--plan', 'plus', '--passcode', '147258'],
      ['level-up', 'subscribe', '--plan', 'gold', '--passcode', '147258'],
    ]);
    expect(lines.map((l) => l.exit_code)).toEqual([0, 1, 0, 1, 2]);
    const plans = lines[0]?.result as { plans: { code: string }[]; subscription: null };
    expect([plans.plans.map((p) => p.code), plans.subscription]).toEqual([['plus', 'pro', 'private'], null]);
    expect((lines[1]?.result as { error: { code: string } }).error.code).toBe('invalid_passcode');
    expect(lines[2]?.result).toMatchObject({ plan: 'pro', billing: 'annual', paid: { amount: '299.99', currency: 'USD' }, subscription: { status: 'active' } });
    expect((lines[3]?.result as { error: { code: string } }).error.code).toBe('level_up_already_subscribed');
  });
});
