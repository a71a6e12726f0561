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

const card = (...extra: string[]) => ['deposit', 'card', '--currency', 'USD', ...extra];
const TOP_UP = card('--amount', '100', '--passcode', '147258', '--agree-fee');

describe('deposit card: a card top-up with 3-D Secure completed headlessly (spec 001 §4, §5, §8)', () => {
  it('--preview: the default card, the fee at 3.99 % rounded up and what arrives; nothing is charged', async () => {
    const run = await harness.run(...card('--amount', '100.01', '--preview', '--json'));
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({
      preview: {
        amount: '100.01',
        fee: '4',
        fee_percentage: '3.99',
        receivable: '96.01',
        currency: 'USD',
        card: { id: 'card_visa_4242', brand: 'visa', masked_card_number: '**** **** **** 4242', type: 'credit_card' },
      },
    });
    expect(await usdBalance(harness, 'alex')).toBe('10000');
  });

  it('passes 3-D Secure: the server records the top-up and the cash account grows by exactly the receivable', async () => {
    const run = await runAsTimePasses(harness, [...TOP_UP, '--json']);
    expect(run.code).toBe(0);
    const json = run.json();
    expect(json).toMatchObject({
      top_up: { amount: '100', fee: '3.99', fee_percentage: '3.99', receivable: '96.01', currency: 'USD', card: { id: 'card_visa_4242' } },
      authentication: { decision: 'pass', status: 'completed' },
      settlement: { status: 'settled', amount: '96.01', currency: 'USD' },
      cash_account: { currency: 'USD', balance: '10096.01' },
    });
    expect(typeof (json.top_up as { order_id: unknown }).order_id).toBe('string');
    expect(await usdBalance(harness, 'alex')).toBe('10096.01');
  });

  it('human mode: the summary on stdout, progress for each wait on stderr', async () => {
    const run = await runAsTimePasses(harness, card('--amount', '50', '--passcode', '147258', '--agree-fee', '--card', 'card_mc_5454', '--attest-debit-card'));
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'card:         mastercard **** **** **** 5454 (debit card)',
        'amount:       $50.00',
        'fee:          $0.75 (1.49 %)',
        'receivable:   $49.25',
        '3-D Secure:   pass: completed',
        'settlement:   $49.25 arrived in the cash account',
        'cash account: $10,049.25',
        '',
      ].join('\n'),
    );
    for (const step of [
      'creating the top-up',
      'confirming with your passcode',
      'completing 3-D Secure',
      'checking the top-up',
      'waiting for the money to arrive',
    ])
      expect(run.stderr).toContain(step);
  });

  it('--3ds fail and --3ds cancel: the gateway records the refusal; exit 1 with the catalogue code; nothing credited', async () => {
    const failed = await runAsTimePasses(harness, [...TOP_UP, '--3ds', 'fail', '--json']);
    expect(failed.code).toBe(1);
    expect(errorOf(failed)).toEqual({
      code: 'invalid_card_information',
      message_key: 'invalid_card_information',
      message: 'Invalid card information. Check the details or add another card.',
      params: {},
    });
    const cancelled = await runAsTimePasses(harness, [...TOP_UP, '--3ds', 'cancel']);
    expect(cancelled).toMatchObject({ code: 1, stdout: '' });
    expect(cancelled.stderr).toContain('error: The top-up failed. (top_up_failed)');
    expect(await usdBalance(harness, 'alex')).toBe('10000');
  });

  it('the fee agreement is required and its refusal shows the fee; a debit card also needs the attestation', async () => {
    const run = await harness.run(...card('--amount', '100', '--passcode', '147258', '--json'));
    expect(run.code).toBe(1);
    expect(errorOf(run)).toMatchObject({
      code: 'top_up_fee_agreement_required',
      params: { fee: '3.99', fee_percentage: '3.99', receivable: '96.01', currency: 'USD' },
    });
    expect((await harness.run(...card('--amount', '100', '--passcode', '147258'))).stderr).toContain(
      'error: Agree to the fee to continue. The fee is $3.99 (3.99 %); $96.01 arrives. Add --agree-fee to go ahead. (top_up_fee_agreement_required)\n',
    );
    const debit = await harness.run(...card('--amount', '100', '--passcode', '147258', '--agree-fee', '--card', 'card_mc_5454', '--json'));
    expect(errorOf(debit)).toMatchObject({ code: 'top_up_debit_card_attestation_required' });
  });

  it('amounts: outside the card limits, too many decimals (validation, exit 1), not a number (usage, exit 2)', async () => {
    expect(errorOf(await harness.run(...card('--amount', '19.99', '--preview', '--json')))).toMatchObject({
      code: 'top_up_below_minimum',
      params: { min: '20', currency: 'USD' },
    });
    expect(errorOf(await harness.run(...card('--amount', '2500.01', '--preview', '--json')))).toMatchObject({
      code: 'top_up_above_maximum',
      params: { max: '2500' },
    });
    const decimals = await harness.run(...card('--amount', '10.505', '--preview', '--json'));
    expect(decimals.code).toBe(1);
    expect(errorOf(decimals)).toMatchObject({ code: 'amount_input_refused', params: { reason: 'too_many_decimals', max_fraction: '2', currency: 'USD' } });
    const words = await harness.run(...card('--amount', 'ten', '--preview', '--json'));
    expect(words.code).toBe(2);
    expect(errorOf(words)).toMatchObject({ code: 'usage', message: '--amount takes an amount such as 250.50, not "ten"' });
  });

  it('cards: an expired one is refused with its message; a customer without cards is asked how to pay; an unknown id is not found', async () => {
    expect(errorOf(await harness.run(...card('--amount', '100', '--preview', '--card', 'card_visa_0005', '--persona', 'ed', '--json')))).toMatchObject({
      code: 'payment_card_expired',
    });
    expect(errorOf(await harness.run(...card('--amount', '100', '--preview', '--persona', 'zoe', '--json')))).toMatchObject({ code: 'top_up_method_missing' });
    expect(errorOf(await harness.run(...card('--amount', '100', '--preview', '--card', 'card_nope', '--persona', 'alex', '--json')))).toMatchObject({
      code: 'credit_card_not_found',
      params: { card: 'card_nope' },
    });
  });

  it('a wrong passcode is the server refusal with the attempts left; a short one is refused before any call', async () => {
    const wrong = await harness.run(...card('--amount', '100', '--passcode', '000000', '--agree-fee', '--json'));
    expect(wrong.code).toBe(1);
    expect(errorOf(wrong)).toMatchObject({ code: 'invalid_passcode', params: { remaining_number_of_attempts: '4' } });
    expect(errorOf(await harness.run(...card('--amount', '100', '--passcode', '1234', '--agree-fee', '--json')))).toMatchObject({
      code: 'top_up_passcode_required',
    });
  });

  it('usage: no passcode without --preview, an unknown --3ds, a currency that cannot be topped up is refused by the flow', async () => {
    expect(errorOf(await harness.run(...card('--amount', '100', '--json')))).toMatchObject({ code: 'usage', message: 'missing --passcode' });
    expect(errorOf(await harness.run(...TOP_UP, '--3ds', 'maybe', '--json'))).toMatchObject({
      code: 'usage',
      message: '--3ds takes pass, fail or cancel, not "maybe"',
    });
    const gbp = await harness.run('deposit', 'card', '--currency', 'GBP', '--amount', '100', '--preview', '--persona', 'alex', '--json');
    expect(gbp.code).toBe(1);
    expect(errorOf(gbp)).toMatchObject({ code: 'deposit_network_not_available' });
  });
});
