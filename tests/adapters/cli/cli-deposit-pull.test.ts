import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { type CliHarness, cliHarness } from './cli-harness';
import { errorOf, runAsTimePasses, usdBalance } from './deposit-cli-support';

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  await harness.close();
});

const pull = (amount: string, ...extra: string[]) => [
  'deposit',
  'pull',
  '--amount',
  amount,
  '--currency',
  'USD',
  '--network',
  'us_ach_pull',
  '--persona',
  'tess',
  ...extra,
];
const confirmed = (amount: string, ...extra: string[]) => pull(amount, '--passcode', '147258', ...extra);

describe('deposit pull: money pulled from a linked bank account (spec 001 §2, §4 "Pull deposit", §5)', () => {
  it('--preview: the default account, the limits and every account with its link group; nothing pulled', async () => {
    const run = await harness.run(...pull('150', '--preview', '--json'));
    expect(run.code).toBe(0);
    const { preview } = run.json() as { preview: Record<string, unknown> };
    expect(preview).toMatchObject({
      amount: '150',
      network: 'us_ach_pull',
      bank_account: { id: 'ba_tess_chase', bank_name: 'Chase', status: 'authenticated', group: 'active' },
      limits: { minimum_deposit_amount: '10', maximum_transaction_amount: '2500', remaining_daily_transactions: 3, remaining_daily_quota: '5000' },
    });
    expect((preview.bank_accounts as { group: string }[]).map((a) => a.group)).toEqual([
      'active',
      'active',
      'active',
      'rejected',
      'needs_relink',
      'needs_relink',
      'needs_relink',
      'needs_relink',
      'completed',
    ]);
  });

  it('confirms with the passcode and waits for the sandbox rail: the money arrives 20 s later, exactly the amount', async () => {
    const before = await usdBalance(harness, 'tess');
    const run = await runAsTimePasses(harness, confirmed('150.50', '--json'));
    expect(run.code).toBe(0);
    const json = run.json();
    expect(json).toMatchObject({
      pull: { amount: '150.5', currency: 'USD', network: 'us_ach_pull', bank_account: { id: 'ba_tess_chase' } },
      confirm_page: {
        title: expect.any(String) as string,
        content: expect.arrayContaining([
          { type: 'key_value_pairs', pairs: expect.arrayContaining([{ key: 'deposit_pull_amount', value: '150.50 USD' }]) as unknown },
        ]) as unknown,
      },
      receipt: { status: 'pending' },
      settlement: { status: 'settled', amount: '150.5', currency: 'USD' },
    });
    expect(run.elapsedMs).toBeGreaterThanOrEqual(20_000);
    expect(run.elapsedMs).toBeLessThan(22_000);
    const after = (json.cash_account as { balance: string }).balance;
    expect(dec(after).minus(dec(before)).toFixed(2)).toBe('150.50');
    expect(await usdBalance(harness, 'tess')).toBe(after);
  });

  it('--wait 0 reports the deposit still on its way (exit 0); the money arrives later all the same', async () => {
    const before = await usdBalance(harness, 'tess');
    const run = await harness.run(...confirmed('100', '--wait', '0'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('settlement:');
    expect(run.stdout).toContain('$100.00 still on its way (see `history`)');
    expect(await usdBalance(harness, 'tess')).toBe(before);
    await harness.time.advance(20_000);
    expect(
      dec(await usdBalance(harness, 'tess'))
        .minus(dec(before))
        .toFixed(2),
    ).toBe('100.00');
  });

  it('refusals: below the minimum before any order; a bank without the money; a link that needs relinking; a wrong passcode', async () => {
    expect(errorOf(await harness.run(...confirmed('9.99', '--json')))).toMatchObject({
      code: 'pull_deposit_below_minimum',
      params: { min: '10', currency: 'USD' },
    });
    expect(errorOf(await harness.run(...confirmed('150', '--account', 'ba_tess_ally', '--json')))).toMatchObject({ code: 'insufficient_balance_error' });
    expect(errorOf(await harness.run(...confirmed('150', '--account', 'ba_tess_wells', '--json')))).toMatchObject({ code: 'account_link_fail_error' });
    const wrong = await harness.run(...pull('150', '--passcode', '000000', '--json'));
    expect(wrong.code).toBe(1);
    expect(errorOf(wrong)).toMatchObject({ code: 'invalid_passcode', params: { remaining_number_of_attempts: '4' } });
  });

  it('a customer without early access is refused the network; a bank transfer network is not a pull (usage)', async () => {
    const alex = await harness.run(
      'deposit',
      'pull',
      '--amount',
      '150',
      '--currency',
      'USD',
      '--network',
      'us_ach_pull',
      '--persona',
      'alex',
      '--passcode',
      '147258',
      '--json',
    );
    expect(alex.code).toBe(1);
    expect(errorOf(alex)).toMatchObject({ code: 'deposit_network_not_available', params: { method: 'us_ach_pull', shown_as: 'only_in_app' } });
    const manual = await harness.run(
      'deposit',
      'pull',
      '--amount',
      '150',
      '--currency',
      'USD',
      '--network',
      'us_ach',
      '--persona',
      'tess',
      '--passcode',
      '147258',
    );
    expect(manual).toMatchObject({ code: 2, stdout: '' });
    expect(manual.stderr).toContain('error: us_ach is a manual bank transfer, not a deposit pull');
  });

  it('usage: the network and the passcode are required (the passcode unless --preview)', async () => {
    expect(errorOf(await harness.run('deposit', 'pull', '--amount', '150', '--currency', 'USD', '--json'))).toMatchObject({
      code: 'usage',
      message: 'missing --network',
    });
    expect(errorOf(await harness.run(...pull('150', '--json')))).toMatchObject({ code: 'usage', message: 'missing --passcode' });
  });
});
