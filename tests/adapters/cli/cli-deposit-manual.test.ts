import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { type CliHarness, cliHarness } from './cli-harness';
import { errorOf, runAsTimePasses, usdBalance } from './deposit-cli-support';

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  await harness.close();
});

const manual = (...extra: string[]) => ['deposit', 'manual', '--currency', 'USD', '--persona', 'alex', ...extra];

describe('deposit manual: bank details to pay into, providers, email and reference numbers (spec 001 §2, §4, §5, §7)', () => {
  it("the currency's first bank transfer and its created provider's details, in both output modes", async () => {
    const run = await harness.run(...manual('--json'));
    expect(run.code).toBe(0);
    const json = run.json();
    expect(json).toMatchObject({
      method: 'us_ach',
      currency: 'USD',
      vendor: { vendor_id: 'evolve', state: 'created', warnings: ['deposit_us_ach_warning_name_match'] },
      vendors: [
        { vendor_id: 'evolve', state: 'created' },
        { vendor_id: 'lead_bank', state: 'uncreated' },
        { vendor_id: 'cross_river', state: 'uncreated' },
      ],
      email: null,
      reference: null,
    });
    const details = (json.vendor as { bank_details: { key: string; value: string }[] }).bank_details;
    expect(details.map((d) => d.key)).toEqual(['account_holder_name', 'account_number', 'routing_number', 'bank_name', 'account_type']);
    expect(details[0]).toEqual({
      key: 'account_holder_name',
      translation_key: 'deposit_bank_detail_account_holder_name',
      value: 'Sandbox Exchange FBO Alex Morgan',
      description: null,
    });
    const human = await harness.run(...manual());
    expect(human.stdout.split('\n').slice(0, 3)).toEqual([
      'method:              us_ach',
      'provider:            evolve (created)',
      'account_holder_name: Sandbox Exchange FBO Alex Morgan',
    ]);
  });

  it('--vendor of an uncreated provider creates it and follows its state at the server frequency until its details exist', async () => {
    const run = await runAsTimePasses(harness, manual('--vendor', 'lead_bank', '--json'));
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({
      vendor: {
        vendor_id: 'lead_bank',
        state: 'created',
        bank_details: expect.arrayContaining([expect.objectContaining({ key: 'bank_name', value: 'Lead Bank (sandbox)' })]) as unknown,
      },
    });
    expect(run.elapsedMs).toBeGreaterThanOrEqual(3_000);
    expect(run.elapsedMs).toBeLessThanOrEqual(4_000);
  });

  it('with no provider created yet, none is created unasked: the choice is named; --vendor creates it', async () => {
    const none = await harness.run(...manual('--method', 'usd_swift', '--json'));
    expect(none.json()).toMatchObject({ method: 'usd_swift', vendor: null, vendors: [{ vendor_id: 'community_federal', state: 'uncreated' }] });
    expect((await harness.run(...manual('--method', 'usd_swift'))).stdout).toContain('provider: none yet: choose one with --vendor (community_federal)');
    const created = await runAsTimePasses(harness, manual('--method', 'usd_swift', '--vendor', 'community_federal', '--json'));
    expect(created.json()).toMatchObject({
      vendor: {
        vendor_id: 'community_federal',
        state: 'created',
        bank_details: expect.arrayContaining([expect.objectContaining({ key: 'swift_code', value: 'SBXXUS33' })]) as unknown,
      },
    });
  });

  it('a provider that takes longer than the polling timeout is the Error view (exit 1)', async () => {
    const run = await runAsTimePasses(harness, manual('--vendor', 'cross_river'));
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toContain('error: We could not retrieve the provider details. (deposit_vendor_retrieval_failed)');
  });

  it('--reference claims an unmatched transfer: it settles 30 s later (sandbox time) and the cash account grows by its amount', async () => {
    const run = await runAsTimePasses(harness, manual('--reference', 'ACH20261122', '--json'));
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({
      reference: { amount: '250', currency: 'USD', settlement: { status: 'settled', amount: '250' }, cash_account: { balance: '10250' } },
    });
    expect(run.elapsedMs).toBeGreaterThanOrEqual(30_000);
    expect(await usdBalance(harness, 'alex')).toBe('10250');
  });

  it("reference numbers are checked by the domain first; an unknown one is the server's refusal", async () => {
    expect(errorOf(await harness.run(...manual('--reference', 'ACH2026', '--json')))).toMatchObject({
      code: 'reference_number_too_short',
      params: { min: '8' },
    });
    expect(errorOf(await harness.run(...manual('--reference', 'ACH20261122XYZ', '--json')))).toMatchObject({
      code: 'reference_number_exceeds_max_length',
      params: { max: '12' },
    });
    expect(errorOf(await harness.run(...manual('--reference', 'NOSUCHREF1', '--json')))).toMatchObject({ code: 'reference_number_not_found' });
  });

  it('--email sends the details with a verification code; again within the cooldown is refused with the seconds left', async () => {
    const sent = (await harness.run(...manual('--email', '--json'))).json();
    expect(sent.email).toEqual({ verification_code: expect.stringMatching(/^\d{6}$/) as string, cooldown_in_seconds: 60 });
    await harness.time.advance(15_000);
    const again = await harness.run(...manual('--email', '--json'));
    expect(again.code).toBe(1);
    expect(errorOf(again)).toMatchObject({ code: 'cooldown_period_has_not_passed', params: { cooldown_in_seconds: '45' } });
  });

  it("a method of another kind is a usage error; a currency without a cash account is the flow's refusal", async () => {
    const card = await harness.run(...manual('--method', 'fiat_wallet_top_up'));
    expect(card.code).toBe(2);
    expect(card.stderr).toContain(
      'error: fiat_wallet_top_up is a card top-up, not a manual bank transfer\nhint: see the methods: crypto-cli deposit methods --currency USD\n',
    );
    const eur = await harness.run('deposit', 'manual', '--currency', 'EUR', '--persona', 'oliver', '--json');
    expect(eur.code).toBe(1);
    expect(errorOf(eur)).toMatchObject({ code: 'deposit_viban_not_eligible', params: { currency: 'EUR' } });
  });
});
