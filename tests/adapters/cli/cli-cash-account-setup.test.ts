import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { HeadlessPaymentFrame } from '../../../adapters/node/headless-payment-frame';
import { type CliHarness, cliHarness } from './cli-harness';
import { tempDirs } from '../../support/temp-dirs';

const temp = tempDirs();
afterAll(temp.removeAll);

let harness: CliHarness;
beforeEach(() => {
  harness = cliHarness();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await harness.close();
});

const SAM = {
  first_name: 'Sam',
  last_name: 'Rivera',
  date_of_birth: '1990-05-17',
  nationality: 'US',
  ssn: '123456789',
  fiat_terms: true,
  country: 'US',
  address_line_1: '400 Broad Street',
  city: 'Seattle',
  state: 'WA',
  postal_code: '98109',
  employment_status: 'employed',
  employer_name: 'Acme Corp',
  occupation: 'software_engineer',
  annual_income: '50k_100k',
  source_of_funds: ['savings'],
  expected_monthly_deposit: '2,500',
  declaration: true,
};

const answersFile = (answers: object): string => {
  const file = join(temp.make('kyc-'), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  return file;
};
const setup = (file: string, ...extra: string[]) => ['cash-account', 'setup', '--currency', 'USD', '--persona', 'sam', '--answers', file, ...extra];

describe('cash-account setup: the setup engine in the terminal (issue 14)', () => {
  it("walks Sam's sections with his answers to a created wallet, printing each section's fields", async () => {
    const run = await harness.run(...setup(answersFile(SAM), '--accept-terms', '--json'));
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({ currency: 'USD', outcome: 'success', sections: ['personal_details', 'residential_address', 'employment', 'review'] });
    expect(run.stderr).toContain('  ssn (text, required)');
    const balances = await harness.run('balances', '--persona', 'sam', '--json');
    expect((balances.json() as { fiat_wallets: { state: string }[] }).fiat_wallets[0]?.state).toBe('created');
  });

  it('"Reject Me" reports verification unsuccessful', async () => {
    const run = await harness.run(...setup(answersFile({ ...SAM, first_name: 'Reject', last_name: 'Me' }), '--accept-terms', '--json'));
    expect(run.json()).toMatchObject({ outcome: 'verification_unsuccessful' });
  });

  it("a refused section ends with the server's message and exit 1; a missing answer with the field's catalogue code", async () => {
    const refused = await harness.run(...setup(answersFile({ ...SAM, ssn: '000000000' }), '--accept-terms'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The SSN does not match the name and date of birth.');
    const missing = await harness.run(...setup(answersFile({ ...SAM, last_name: undefined }), '--accept-terms', '--json'));
    expect(missing.code).toBe(1);
    expect(missing.json()).toMatchObject({
      error: { code: 'transfer_deposit_alert_title_tag_is_required', params: { field: 'last_name', section: 'personal_details' } },
    });
  });

  it('an income over 1,000,000 asks for more: "Connect my bank" runs the open-banking step on the provider\'s page, then the wallet is created', async () => {
    const answers = { ...SAM, annual_income: 'over_1m', income_proof_type: 'bank_connection', income_explanation: 'Dividends from my company' };
    const run = await harness.run(...setup(answersFile(answers), '--accept-terms', '--json'));
    expect(run.code).toBe(0);
    const result = run.json() as { outcome: string; sections: string[] };
    expect(result.outcome).toBe('success');
    expect(result.sections.slice(-2)).toEqual(['additional_information', 'income_bank_connection']);
    expect(run.stderr).toContain("section income_bank_connection: connecting your bank on the provider's page");
  });

  it("a real provider's page: exit 1 with kyc_open_banking_failed, the page's address and what to do instead", async () => {
    vi.spyOn(HeadlessPaymentFrame.prototype, 'complete').mockImplementation((url) =>
      Promise.resolve({ kind: 'needs_browser', url, reason: 'the page has no "submit" button a headless client can press' }),
    );
    const answers = { ...SAM, annual_income: 'over_1m', income_proof_type: 'bank_connection', income_explanation: 'Dividends from my company' };
    const run = await harness.run(...setup(answersFile(answers), '--accept-terms', '--json'));
    expect(run.code).toBe(1);
    const { error } = run.json() as { error: { code: string; message: string; params: Record<string, string> } };
    expect(error.code).toBe('kyc_open_banking_failed');
    expect(error.params.url).toContain('/gateway/');
    expect(error.message).toBe(
      `The bank connection did not complete. Please try again. Connect your bank on ${error.params.url ?? ''} in a browser, or answer another proof of income.`,
    );
  });

  it('refuses to start without the terms agreed (usage, exit 2)', async () => {
    const run = await harness.run(...setup(answersFile(SAM)));
    expect(run.code).toBe(2);
  });
});
