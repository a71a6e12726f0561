import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { HeadlessPaymentFrame } from '../../../adapters/node/headless-payment-frame';
import { dec } from '../../../domain/money/decimal';
import { type CliHarness, cliHarness } from './cli-harness';
import { errorOf, runAsTimePasses, usdBalance } from './deposit-cli-support';

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await harness.close();
});

const paypal = (...extra: string[]) => ['deposit', 'paypal', '--currency', 'USD', '--persona', 'tess', ...extra];
const LINK = ['--link', '--paypal-email', 'tess@example.com', '--paypal-country', 'US'];
const TOP_UP = ['--amount', '100', '--passcode', '147258', '--agree-fee'];

describe('deposit paypal: link a PayPal account and top up from it (spec 001 §2, §4 "PayPal deposit view", "PayPal link", §5, §8)', () => {
  it('the view without an account: none linked, PayPal’s limits and its fee', async () => {
    const run = await harness.run(...paypal('--json'));
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({
      view: 'EMPTY',
      currency: 'USD',
      account: null,
      accounts: [],
      limits: { min_transaction_amount: '25', max_transaction_amount: '1000', monthly_max_amount: '5000', monthly_used_amount: '0' },
      fee_percentage: '1.99',
      link: null,
    });
    const human = await harness.run(...paypal());
    expect(human.stdout).toContain('PayPal account: none linked (add one with --link --paypal-email EMAIL --paypal-country CC)\n');
  });

  it('--link: signed in to PayPal and registered on the gateway’s page; the account is approved and shown', async () => {
    const run = await harness.run(...paypal(...LINK, '--json'));
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({
      view: 'TOP_UP',
      account: { title: 'tess@example.com', status: 'approved', badge: null },
      link: { status: 'approved' },
    });
    expect(run.json().accounts).toHaveLength(1);
  });

  it('--link from another country: added pending its check, and a top-up from it is refused', async () => {
    const run = await harness.run(...paypal('--link', '--paypal-email', 'tess@example.de', '--paypal-country', 'DE', '--json'));
    expect(run.json()).toMatchObject({ account: { status: 'auto_checking_failed', badge: 'pending' }, link: { status: 'pending' } });
    expect(errorOf(await harness.run(...paypal(...TOP_UP, '--json')))).toMatchObject({ code: 'paypal_account_not_approved' });
  });

  it('links and tops up: the fee at 1.99 %, the passcode, and the cash account grows by exactly the receivable', async () => {
    const before = await usdBalance(harness, 'tess');
    const run = await runAsTimePasses(harness, paypal(...LINK, ...TOP_UP, '--json'));
    expect(run.code).toBe(0);
    const json = run.json();
    expect(json).toMatchObject({
      link: { status: 'approved' },
      top_up: { amount: '100', fee: '1.99', fee_percentage: '1.99', receivable: '98.01', currency: 'USD', paypal_account: { title: 'tess@example.com' } },
      settlement: { status: 'settled', amount: '98.01', currency: 'USD' },
    });
    const after = (json.cash_account as { balance: string }).balance;
    expect(dec(after).minus(dec(before)).toFixed(2)).toBe('98.01');
    expect(await usdBalance(harness, 'tess')).toBe(after);
  });

  it('human mode: the summary on stdout, each step’s progress on stderr', async () => {
    expect((await harness.run(...paypal(...LINK))).code).toBe(0);
    const run = await runAsTimePasses(harness, paypal('--amount', '50', '--passcode', '147258', '--agree-fee'));
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^PayPal account: tess@example\.com\namount: +\$50\.00\nfee: +\$1\.00 \(1\.99 %\)\nreceivable: +\$49\.00\nsettlement: +\$49\.00 arrived in the cash account\ncash account: +\$[\d,.]+\n$/,
    );
    for (const step of ['creating the top-up', 'confirming with your passcode', 'waiting for the money to arrive']) expect(run.stderr).toContain(step);
  });

  it('refusals: the fee agreement names the fee; limits; no account; a wrong passcode counts down, then too many attempts', async () => {
    expect(errorOf(await harness.run(...paypal(...TOP_UP, '--json')))).toMatchObject({ code: 'top_up_method_missing' });
    expect((await harness.run(...paypal(...LINK))).code).toBe(0);
    const unagreed = await harness.run(...paypal('--amount', '100', '--passcode', '147258'));
    expect(unagreed).toMatchObject({ code: 1, stdout: '' });
    expect(unagreed.stderr).toContain(
      'error: Agree to the fee to continue. The fee is $1.99 (1.99 %); $98.01 arrives. Add --agree-fee to go ahead. (top_up_fee_agreement_required)',
    );
    expect(errorOf(await harness.run(...paypal('--amount', '24.99', '--preview', '--json')))).toMatchObject({
      code: 'top_up_below_minimum',
      params: { min: '25' },
    });
    expect(errorOf(await harness.run(...paypal('--amount', '1000.01', '--preview', '--json')))).toMatchObject({
      code: 'top_up_above_maximum',
      params: { max: '1000' },
    });
    const wrong = await harness.run(...paypal('--amount', '100', '--passcode', '000000', '--agree-fee', '--json'));
    expect(wrong.code).toBe(1);
    expect(errorOf(wrong)).toMatchObject({
      code: 'invalid_passcode',
      message: 'Incorrect passcode. 4 attempts left.',
      params: { remaining_number_of_attempts: '4' },
    });
    let last = wrong;
    for (let i = 0; i < 4 && errorOf(last).code === 'invalid_passcode'; i++)
      last = await harness.run(...paypal('--amount', '100', '--passcode', '000000', '--agree-fee', '--json'));
    expect(errorOf(last)).toMatchObject({ code: 'too_many_fail_attempts_error' });
  });

  it("a real gateway's registering page: exit 1 saying PayPal cannot be linked here, with the page's address; nothing linked", async () => {
    vi.spyOn(HeadlessPaymentFrame.prototype, 'complete').mockImplementation((url) =>
      Promise.resolve({ kind: 'needs_browser', url, reason: 'the page has no "submit" button a headless client can press' }),
    );
    const run = await harness.run(...paypal(...LINK, '--json'));
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatchObject({
      code: 'paypal_login_unavailable',
      params: { url: expect.stringContaining('/gateway/paypal/') as string },
    });
    vi.restoreAllMocks();
    expect((await harness.run(...paypal('--json'))).json()).toMatchObject({ view: 'EMPTY', accounts: [] });
  });

  it('usage: --link needs the email and the country; they go with --link only; the passcode unless --preview', async () => {
    expect(errorOf(await harness.run(...paypal('--link', '--paypal-country', 'US', '--json')))).toMatchObject({
      code: 'usage',
      message: 'missing --paypal-email',
    });
    expect(errorOf(await harness.run(...paypal('--paypal-email', 'a@b.co', '--json')))).toMatchObject({
      code: 'usage',
      message: '--paypal-email and --paypal-country go with --link',
    });
    expect(errorOf(await harness.run(...paypal('--amount', '100', '--json')))).toMatchObject({ code: 'usage', message: 'missing --passcode' });
  });
});
