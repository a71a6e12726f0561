import { describe, expect, it } from 'vitest';
import { MANUAL_REVIEW_MS, VERIFICATION_MS } from '../../../adapters/sandbox/exchange/kyc/kyc-case';
import { flowFor } from '../../../adapters/sandbox/exchange/kyc/kyc-flow';
import { validationSection } from '../../../adapters/sandbox/exchange/kyc/kyc-sections';
import { startingStatus } from '../../../adapters/sandbox/exchange/kyc/persona-kyc';
import { type SandboxAccount, SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { buildAnswers } from '../../../domain/kyc/form-answers';
import { JANE, type KycProfile, sectionValues } from '../../support/kyc-profile';
import { signInDirect } from '../../support/sign-in';

/** The README table of outcomes, on the sandbox exchange directly (no HTTP). Nationality GB: no SSN to encrypt. */
function sandbox() {
  let now = Date.UTC(2026, 10, 22, 12);
  const exchange = new SandboxExchange({ clock: () => now, seed: 1 });
  const { account } = signInDirect(exchange, 'sam');
  const advance = (ms: number): void => {
    now += ms;
    exchange.context.runDueTasks();
  };
  const submit = async (trigger: string, id: string, profile: KycProfile) =>
    exchange.kyc.submit(
      account,
      trigger,
      id,
      await exchange.kyc.openAnswers(
        id,
        buildAnswers(validationSection(id), sectionValues(id, profile)).map((a) => a.answer),
      ),
    );
  /** Fills every section of the trigger's flow; the last submit's answer. */
  const fill = async (profile: KycProfile, trigger = 'fiat_wallet_setup') => {
    let last;
    for (let i = 0; i < flowFor(trigger, exchange.kyc.caseOf(account).values).length; i++) {
      last = await submit(trigger, flowFor(trigger, exchange.kyc.caseOf(account).values)[i] ?? '', profile);
      expect(last.ok).toBe(true);
    }
    return last;
  };
  return { exchange, account, advance, submit, fill };
}

const gb = (overrides: Partial<KycProfile>): KycProfile => ({ ...JANE, nationality: 'GB', ...overrides });
const resultOf = (exchange: SandboxExchange, account: SandboxAccount) => {
  const polled = exchange.kyc.poll(account, 'fiat_wallet_setup');
  return polled.ok ? polled.value : polled.error;
};

describe('sandbox KYC outcomes by answers (spec 001 §4; README table)', () => {
  it('approves ordinary answers after VERIFICATION_MS, creating the USD wallet by a scheduled task, with no KYC call', async () => {
    const { exchange, account, advance, fill } = sandbox();
    expect((await fill(gb({})))?.ok && resultOf(exchange, account)).toEqual({ result: { type: 'polling', max_attempts: 10, interval_millis: 1000 } });
    advance(VERIFICATION_MS - 1);
    expect(account.state.fiatWallets.USD).toBe('not_created');
    advance(1);
    expect(account.state.fiatWallets.USD).toBe('created');
    expect(resultOf(exchange, account)).toEqual({ result: { type: 'success' } });
    expect(exchange.kyc.createWallet(account, 'USD')).toEqual({ ok: true, value: { state: 'created', additionalInfo: undefined } });
  });

  it("rejects 'Reject Me': fullscreen_retry without a trigger; create wallet is manual_restricted_feature with header failed", async () => {
    const { exchange, account, advance, fill } = sandbox();
    await fill(gb({ name: 'reject' }));
    advance(VERIFICATION_MS);
    expect(resultOf(exchange, account)).toEqual({ result: { type: 'fullscreen_retry' } });
    expect(exchange.kyc.createWallet(account, 'USD')).toMatchObject({ ok: false, error: { code: 'manual_restricted_feature', meta: { header: 'failed' } } });
    expect(exchange.kyc.identity(account).status).toBe('kyc_rejected');
  });

  it("sends 'Review Me' to manual review (pending), approved an hour of sandbox time later", async () => {
    const { exchange, account, advance, fill } = sandbox();
    await fill(gb({ name: 'review' }));
    advance(VERIFICATION_MS);
    expect(resultOf(exchange, account)).toEqual({ result: { type: 'pending' } });
    expect(exchange.kyc.createWallet(account, 'USD')).toMatchObject({ ok: false, error: { code: 'manual_restricted_feature', meta: { header: 'pending' } } });
    expect(exchange.kyc.identity(account).status).toBe('kyc_pending_review');
    advance(MANUAL_REVIEW_MS);
    expect(account.state.fiatWallets.USD).toBe('created');
    expect(exchange.kyc.identity(account).status).toBe('kyc_approved');
  });

  it("asks 'Retry Me' to resubmit once (fullscreen_retry with the trigger, header resubmit), then decides on the answers", async () => {
    const { exchange, account, advance, fill } = sandbox();
    await fill(gb({ name: 'retry' }));
    advance(VERIFICATION_MS);
    expect(resultOf(exchange, account)).toEqual({ result: { type: 'fullscreen_retry', trigger: 'fiat_wallet_setup' } });
    expect(exchange.kyc.overview(account, 'fiat_wallet_setup', [])).toMatchObject({ ok: true, value: { header: 'resubmit' } });
    await fill(gb({ name: 'retry' }));
    advance(VERIFICATION_MS);
    expect(resultOf(exchange, account)).toEqual({ result: { type: 'success' } });
    expect(exchange.kyc.identity(account).status).toBe('kyc_approved');
  });

  it('asks a casino operator for enhanced due diligence: create wallet names the edd trigger; the EDD form then approves', async () => {
    const { exchange, account, advance, fill } = sandbox();
    await fill(gb({ occupation: 'casino_operator' }));
    advance(VERIFICATION_MS);
    expect(resultOf(exchange, account)).toEqual({ result: { type: 'success' } });
    expect(exchange.kyc.createWallet(account, 'USD')).toMatchObject({
      ok: true,
      value: { state: 'not_created', additionalInfo: { triggered_by: 'edd', edd: true } },
    });
    await fill(gb({}), 'edd');
    advance(VERIFICATION_MS);
    expect(account.state.fiatWallets.USD).toBe('created');
  });

  it('does not ask an unemployed casino operator for EDD: occupation is hidden, so not sent and not counted', async () => {
    const { exchange, account, advance, fill } = sandbox();
    await fill(gb({ occupation: 'casino_operator', employment: 'unemployed' }));
    advance(VERIFICATION_MS);
    expect(exchange.kyc.identity(account).status).toBe('kyc_approved');
  });

  it('hands an income over 1,000,000 the additional information section straight from the poll', async () => {
    const { exchange, account, advance, fill, submit } = sandbox();
    await fill(gb({ income: 'over_1m' }));
    advance(VERIFICATION_MS);
    const polled = resultOf(exchange, account);
    expect(polled).toMatchObject({ next_section: { status: 'pending', section: { section_id: 'additional_information' } } });
    expect((await submit('fiat_wallet_setup', 'additional_information', gb({}))).ok).toBe(true);
    advance(VERIFICATION_MS);
    expect(exchange.kyc.identity(account).status).toBe('kyc_approved');
  });

  it('income proven by connecting a bank adds the open-banking section, answered only by a token whose SDK page connected', async () => {
    const { exchange, account, advance, fill } = sandbox();
    await fill(gb({ income: 'over_1m' }));
    advance(VERIFICATION_MS);
    const answer = async (values: Record<string, string>, id: string) => {
      const section = validationSection(id);
      return exchange.kyc.submit(
        account,
        'fiat_wallet_setup',
        id,
        await exchange.kyc.openAnswers(
          id,
          buildAnswers(section, values).map((a) => a.answer),
        ),
      );
    };
    const next = await answer({ income_proof_type: 'bank_connection', income_explanation: 'Dividends and rent' }, 'additional_information');
    expect(next).toMatchObject({
      ok: true,
      value: { next_section: { status: 'pending', section: { section_id: 'income_bank_connection', hidden_cta_button: true } } },
    });

    const credential = exchange.deposits.openBanking.credential(account, 'fiat_wallet_setup');
    if (!credential.ok) throw new Error('no credential');
    const { token, connectUrl } = credential.value;
    expect(connectUrl).toContain(`/gateway/open_banking/${encodeURIComponent(token)}`);
    const refused = { ok: false, error: { code: 'kyc_open_banking_failed' } };
    expect(await answer({ bank_connection: token }, 'income_bank_connection')).toMatchObject(refused);
    exchange.context.gateway.complete(token, 'failed');
    expect(await answer({ bank_connection: token }, 'income_bank_connection')).toMatchObject(refused);

    const other = exchange.deposits.openBanking.credential(account, 'fiat_wallet_setup');
    if (!other.ok) throw new Error('no credential');
    exchange.context.gateway.complete(other.value.token, 'succeeded');
    expect(await answer({ bank_connection: `${other.value.token}x` }, 'income_bank_connection')).toMatchObject(refused);
    expect(await answer({ bank_connection: other.value.token }, 'income_bank_connection')).toMatchObject({ ok: true, value: { result: { type: 'polling' } } });
    advance(VERIFICATION_MS);
    expect(exchange.kyc.identity(account).status).toBe('kyc_approved');
  });

  it('approves a New York address with restricted features: the wallet exists, create wallet names them, the header is restricted', async () => {
    const { exchange, account, advance, fill } = sandbox();
    await fill(gb({ country: 'US', usState: 'NY' }));
    advance(VERIFICATION_MS);
    expect(account.state.fiatWallets.USD).toBe('created');
    expect(exchange.kyc.createWallet(account, 'USD')).toEqual({
      ok: true,
      value: { state: 'created', additionalInfo: { triggered_by: 'restricted_features', restricted_features: ['crypto_withdrawal'], edd: false } },
    });
    expect(exchange.kyc.overview(account, 'fiat_wallet_setup', [])).toMatchObject({ ok: true, value: { header: 'restricted' } });
    expect(exchange.kyc.identity(account)).toEqual({ status: 'kyc_restricted', restrictedFeatures: ['crypto_withdrawal'] });
  });

  it('starts each persona where its cash account stands; a ready persona without a native wallet needs setup', () => {
    const { account } = sandbox();
    const as = (cashAccount: SandboxAccount['persona']['cashAccount'], wallet = 'not_created'): SandboxAccount => ({
      ...account,
      persona: { ...account.persona, cashAccount },
      state: { ...account.state, fiatWallets: { USD: wallet } },
    });
    expect(startingStatus(as('needs_setup'))).toBe('setup_needed');
    expect(startingStatus(as('edd'))).toBe('edd_requested');
    expect(startingStatus(as('additional_info'))).toBe('additional_info_requested');
    expect(startingStatus(as('ready', 'created'))).toBe('approved');
    expect(startingStatus(as('ready'))).toBe('setup_needed');
  });
});
