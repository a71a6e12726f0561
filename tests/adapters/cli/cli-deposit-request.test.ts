import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { HeadlessPaymentFrame } from '../../../adapters/node/headless-payment-frame';
import { dec } from '../../../domain/money/decimal';
import { type CliHarness, cliHarness } from './cli-harness';
import { cashBalance, errorOf, runAsTimePasses } from './deposit-cli-support';

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await harness.close();
});

const request = (...extra: string[]) => ['deposit', 'request', '--currency', 'CAD', '--persona', 'tess', ...extra];
const ASK = request('--bank', 'rbc', '--amount', '200');

describe('deposit request: the bank asked for a deposit, authorised on its page (spec 001 §2, §4 "Deposit request", §5)', () => {
  it('lists the banks with the fee; --search filters them case-insensitively by name (domain filterBanks)', async () => {
    const all = await harness.run(...request('--json'));
    expect(all.code).toBe(0);
    const json = all.json() as { banks: { id: string }[] };
    expect(json).toMatchObject({ currency: 'CAD', network: 'ca_interac_request', fee_percentage: '0.5' });
    expect(json.banks).toHaveLength(8);
    const found = await harness.run(...request('--search', 'BANK', '--json'));
    expect((found.json() as { banks: { id: string }[] }).banks.map((b) => b.id)).toEqual(['rbc', 'scotiabank', 'bmo', 'national_bank']);
    const none = await harness.run(...request('--search', 'zzz'));
    expect(none).toMatchObject({ code: 0, stdout: 'no bank matches the search\n' });
  });

  it('--preview: the order with its fee and what arrives; nothing is authorised, nothing moves', async () => {
    const before = await cashBalance(harness, 'tess', 'CAD');
    const run = await harness.run(...request('--bank', 'rbc', '--amount', '100.01', '--preview', '--json'));
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({
      preview: { bank: { id: 'rbc', bank_name: 'RBC Royal Bank' }, amount: '100.01', fee: '0.51', fee_percentage: '0.5', receivable: '99.5', currency: 'CAD' },
    });
    expect(await cashBalance(harness, 'tess', 'CAD')).toBe(before);
  });

  it('authorised at the sandbox bank: the server records it and the cash account grows by exactly the receivable', async () => {
    const before = await cashBalance(harness, 'tess', 'CAD');
    const run = await runAsTimePasses(harness, [...ASK, '--json']);
    expect(run.code).toBe(0);
    const json = run.json();
    expect(json).toMatchObject({
      request: { bank: { id: 'rbc' }, amount: '200', fee: '1', receivable: '199', currency: 'CAD', network: 'ca_interac_request' },
      authorisation: { decision: 'authorise', status: 'completed' },
      settlement: { status: 'settled', amount: '199', currency: 'CAD' },
    });
    const after = (json.cash_account as { balance: string }).balance;
    expect(dec(after).minus(dec(before)).toFixed(2)).toBe('199.00');
    expect(await cashBalance(harness, 'tess', 'CAD')).toBe(after);
  });

  it('human mode: the order, the bank page and the settlement on stdout; progress on stderr', async () => {
    const run = await runAsTimePasses(harness, request('--bank', 'td', '--amount', '50'));
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^bank: +TD Canada Trust\norder: +drq_\S+\namount: +CA\$50\.00\nfee: +CA\$0\.25 \(0\.5 %\)\nreceivable: +CA\$49\.75\n/);
    expect(run.stdout).toContain('bank page:    authorise: completed\nsettlement:   CA$49.75 arrived in the cash account\n');
    for (const step of ['creating the deposit request', 'confirming the order', 'authorising at your bank', 'waiting for the money to arrive'])
      expect(run.stderr).toContain(step);
  });

  it('--bank-page cancel: the bank did not authorise, exit 1 with the code; nothing credited', async () => {
    const before = await cashBalance(harness, 'tess', 'CAD');
    const run = await runAsTimePasses(harness, [...ASK, '--bank-page', 'cancel', '--json']);
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatchObject({
      code: 'deposit_request_not_authorised',
      message: 'Your bank did not authorise the deposit request. No money was moved.',
      params: { amount: '200', currency: 'CAD' },
    });
    expect(await cashBalance(harness, 'tess', 'CAD')).toBe(before);
  });

  it("a real bank's page: exit 1 saying it needs a browser, with its address and how to follow it; --order then reads it at the bank", async () => {
    vi.spyOn(HeadlessPaymentFrame.prototype, 'complete').mockImplementation((url) =>
      Promise.resolve({ kind: 'needs_browser', url, reason: 'the page has no "submit" button a headless client can press' }),
    );
    const run = await harness.run(...ASK, '--json');
    expect(run.code).toBe(1);
    const error = errorOf(run) as { code: string; message: string; params: Record<string, string> };
    const orderId = error.params.order_id ?? '';
    expect(error).toMatchObject({
      code: 'deposit_request_authorisation_needs_browser',
      params: { url: expect.stringContaining('/gateway/bank_link/') as string },
    });
    expect(error.message).toBe(
      `Your bank asks you to authorise this deposit request on its page in a browser. Open ${error.params.url ?? ''} in a browser to authorise it, then follow it with: crypto-cli deposit request --currency CAD --order ${orderId}`,
    );
    const pending = await harness.run(...request('--order', orderId, '--wait', '0', '--json'));
    expect(pending.code).toBe(0);
    expect(pending.json()).toMatchObject({ request: { order_id: orderId, amount: '200', bank: null }, settlement: { status: 'awaiting_bank' } });
  });

  it('refusals: an amount of zero, too many decimals, an unknown order; usage: an unknown bank, --amount without --bank, a bad --bank-page', async () => {
    expect(errorOf(await harness.run(...request('--bank', 'rbc', '--amount', '0', '--json')))).toMatchObject({ code: 'deposit_request_amount_empty' });
    expect(errorOf(await harness.run(...request('--bank', 'rbc', '--amount', '5.555', '--json')))).toMatchObject({
      code: 'amount_input_refused',
      params: { reason: 'too_many_decimals', max_fraction: '2', currency: 'CAD' },
    });
    expect(errorOf(await harness.run(...request('--order', 'drq_nope', '--json')))).toMatchObject({ code: 'deposit_order_not_found' });
    const unknown = await harness.run(...request('--bank', 'nope', '--amount', '5'));
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toContain('error: --bank takes a bank id from the list, not "nope"');
    expect(errorOf(await harness.run(...request('--amount', '5', '--json')))).toMatchObject({ code: 'usage', message: 'missing --bank' });
    expect(errorOf(await harness.run(...ASK, '--bank-page', 'maybe', '--json'))).toMatchObject({
      code: 'usage',
      message: '--bank-page takes authorise or cancel, not "maybe"',
    });
  });

  it('a customer without early access is refused the network by the flow', async () => {
    const run = await harness.run('deposit', 'request', '--currency', 'CAD', '--network', 'ca_interac_request', '--persona', 'alex', '--json');
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatchObject({ code: 'deposit_network_not_available' });
  });
});
