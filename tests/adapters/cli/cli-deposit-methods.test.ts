import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { type CliHarness, cliHarness } from './cli-harness';
import { errorOf } from './deposit-cli-support';

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  await harness.close();
});

const ids = (entries: unknown): string[] => (entries as { id: string }[]).map((e) => e.id);

describe('deposit methods: the picker decision (spec 001 §2, §4, §6)', () => {
  it('a regular customer: bank transfers and card top-up clickable, the early-access pull and PayPal only in the app', async () => {
    const run = await harness.run('deposit', 'methods', '--currency', 'USD', '--json');
    expect(run.code).toBe(0);
    const json = run.json();
    expect(json).toMatchObject({ currency: 'USD', decision: 'list', preselected: null });
    expect(ids(json.supported)).toEqual(['us_ach', 'us_wire_transfer', 'usd_swift', 'fiat_wallet_top_up']);
    expect(json.disabled).toEqual([
      expect.objectContaining({ id: 'us_ach_pull', title: 'instant_deposit', label: 'only_in_app', screen: 'deposit_pull' }),
      expect.objectContaining({ id: 'paypal', label: 'only_in_app', screen: 'paypal' }),
    ]);
    expect(json.supported).toContainEqual({
      id: 'us_ach',
      title: 'bank_transfer',
      subtitle: null,
      description: null,
      tags: [],
      is_deactivated: false,
      screen: 'manual',
    });
  });

  it('a tester gets the early-access networks; a deactivated one is unavailable; --prefer preselects', async () => {
    const usd = (await harness.run('deposit', 'methods', '--currency', 'USD', '--persona', 'tess', '--prefer', 'us_ach_pull', '--json')).json();
    expect(ids(usd.supported)).toEqual(['us_ach_pull', 'us_ach', 'us_wire_transfer', 'usd_swift', 'fiat_wallet_top_up', 'paypal']);
    expect(usd.preselected).toBe('us_ach_pull');
    const brl = (await harness.run('deposit', 'methods', '--currency', 'BRL', '--persona', 'tess', '--json')).json();
    expect(brl).toMatchObject({ supported: [{ id: 'br_pix' }], disabled: [{ id: 'br_ted', label: 'unavailable', is_deactivated: true }] });
  });

  it('an outstanding balance deactivates the pull for ed; one method opens directly; none is "no deposit method found"', async () => {
    expect((await harness.run('deposit', 'methods', '--currency', 'EUR', '--persona', 'harriet', '--json')).json()).toEqual({
      currency: 'EUR',
      decision: 'direct',
      method: 'sepa',
      screen: 'manual',
    });
    expect((await harness.run('deposit', 'methods', '--currency', 'JPY', '--persona', 'alex', '--json')).json()).toEqual({
      currency: 'JPY',
      decision: 'no_method',
      code: 'no_deposit_method_found',
    });
    const ed = (await harness.run('deposit', 'methods', '--currency', 'USD', '--persona', 'ed', '--json')).json();
    expect(ed.disabled).toContainEqual(expect.objectContaining({ id: 'us_ach_pull', label: 'unavailable' }));
  });

  it('human output: a table with the status of each method, and the no-method text', async () => {
    const run = await harness.run('deposit', 'methods', '--currency', 'USD', '--persona', 'tess', '--prefer', 'paypal');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^method\s+title\s+status\s+screen\s+tags$/);
    expect(run.stdout).toMatch(/paypal \*\s+paypal\s+available\s+paypal/);
    expect(run.stdout).toContain('* preselected');
    expect(run.stderr).toContain('loading deposit methods');
    expect((await harness.run('deposit', 'methods', '--currency', 'JPY', '--persona', 'alex')).stdout).toBe('No deposit method found.\n');
  });

  it('usage errors: a missing or malformed currency (exit 2, one-line hint)', async () => {
    const missing = await harness.run('deposit', 'methods', '--json');
    expect(missing.code).toBe(2);
    expect(errorOf(missing)).toMatchObject({ code: 'usage', message: 'missing --currency' });
    const bad = await harness.run('deposit', 'methods', '--currency', 'dollars');
    expect(bad).toMatchObject({ code: 2, stdout: '' });
    expect(bad.stderr).toBe('error: --currency takes a 3-letter currency code, not "dollars"\nhint: for example --currency USD\n');
  });
});
