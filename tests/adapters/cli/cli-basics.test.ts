import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../adapters/sandbox/exchange/personas';
import { dec } from '../../../domain/money/decimal';
import { type CliHarness, cliHarness } from './cli-harness';

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  await harness.close();
});

describe('the CLI runner (issue 6 interface)', () => {
  it('help lists every command and exits 0', async () => {
    const run = await harness.run('--help');
    expect(run.code).toBe(0);
    for (const word of ['personas', 'balances', 'check amount', 'coins', 'rates']) expect(run.stdout).toContain(word);
  });

  it('an unknown command is a usage error (exit 2) with a one-line hint; --json gives the error document', async () => {
    const human = await harness.run('frobnicate');
    expect(human).toMatchObject({ code: 2, stdout: '' });
    expect(human.stderr).toBe('error: unknown command "frobnicate"\nhint: run with --help to list the commands\n');
    const json = await harness.run('frobnicate', '--json');
    expect(json.code).toBe(2);
    expect(json.json()).toEqual({
      error: { code: 'usage', message_key: 'usage', message: 'unknown command "frobnicate"', params: { hint: 'run with --help to list the commands' } },
    });
  });

  it.each([
    [['balances', '--bogus'], 'unknown flag --bogus'],
    [['balances', '--persona'], '--persona needs a value'],
    [['check', 'amount', '--currency', 'USD'], 'missing --input'],
    [['check', 'return-to', 'extra', '--value', '/hub'], '"check return-to" takes no further words'],
    [['coins', '--sort', 'colour:up'], '--sort takes KEY:asc|desc, not "colour:up"'],
    [['balances', '--persona', 'nobody'], 'unknown persona "nobody"'],
  ])('%j is a usage error: %s', async (argv, message) => {
    const run = await harness.run(...argv, '--json');
    expect(run.code).toBe(2);
    expect(run.json()).toMatchObject({ error: { code: 'usage', message } });
  });

  it('personas: the sandbox personas, in both output modes', async () => {
    const json = (await harness.run('personas', '--json')).json();
    expect((json.personas as { key: string }[]).map((p) => p.key)).toEqual(PERSONAS.map((p) => p.key));
    const human = await harness.run('personas');
    expect(human.stdout).toContain('Alex Morgan');
    expect(human.stdout.split('\n')[0]).toMatch(/^persona\s+name\s+phone\s+demonstrates$/);
  });

  it('balances: total, fiat wallets with state, coin wallets with native value, baskets; amounts are strings; the total is their sum', async () => {
    const run = await harness.run('balances', '--json');
    expect(run.code).toBe(0);
    const json = run.json();
    expect(json).toMatchObject({
      fiat_wallets: [{ currency: 'USD', amount: '10000', state: 'created' }],
      coin_wallets: [
        { currency: 'BTC', available: '0.05', native_value: { currency: 'USD' } },
        { currency: 'ETH', available: '1.2', native_value: { currency: 'USD' } },
      ],
    });
    expect(typeof (json.total as { amount: unknown }).amount).toBe('string');
    const amounts = (items: unknown, pick: (item: never) => string) => (items as never[]).map(pick);
    const parts = [
      ...amounts(json.fiat_wallets, (w: { amount: string }) => w.amount),
      ...amounts(json.coin_wallets, (c: { native_value: { amount: string } }) => c.native_value.amount),
      ...amounts(json.baskets, (b: { value: { amount: string } }) => b.value.amount),
    ];
    expect(amounts(json.baskets, (b: { title: string }) => b.title)).toEqual(['Blue Chip']);
    expect(parts.reduce((sum, part) => sum.plus(part), dec('0')).toFixed(2)).toBe((json.total as { amount: string }).amount);
    const human = await harness.run('balances');
    expect(human.stdout).toContain('$10,000.00');
    expect(human.stdout).toContain('Blue Chip');
    expect(human.stderr).toContain('loading balances');
  });

  it('a persona is signed in for commands that need one, and a second persona replaces the first', async () => {
    expect((await harness.run('balances', '--json', '--persona', 'zoe')).json()).toMatchObject({
      fiat_wallets: [{ currency: 'USD', amount: '0' }],
      coin_wallets: [],
    });
    expect((await harness.run('config', '--json', '--persona', 'harriet')).json()).toMatchObject({ derived: { is_uk: true, basket_enabled: true } });
  });
});
