import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HttpCashAccountAdapter } from '../../adapters/http/cash-account-http-adapter';
import type { HttpKycAdapter } from '../../adapters/http/kyc-http-adapter';
import { routes } from '../../adapters/http/routes';
import { ADDRESS_SEARCH_FLAG } from '../../adapters/sandbox/exchange/kyc/kyc-sections';
import { buildAnswers } from '../../domain/kyc/form-answers';
import { optionSources } from '../../domain/kyc/field-options';
import type { FormValues } from '../../domain/kyc/form-values';
import { currencyCode } from '../../domain/money/currency';
import { errorCode, expectError, expectOk } from '../support/api-result';
import { kycHarness } from '../support/kyc-contract';
import { JANE, sectionValues, withOptions } from '../support/kyc-profile';
import type { SandboxHarness } from '../support/sandbox-harness';
import { signInAs } from '../support/sign-in';

const USD = currencyCode('USD');
const SETUP = 'fiat_wallet_setup';

describe('KYC contract: the HTTP adapters against the sandbox (spec 001 §7 cash account setup, identity and KYC)', () => {
  let h: SandboxHarness;
  let kyc: HttpKycAdapter;
  let cash: HttpCashAccountAdapter;

  beforeEach(() => ({ h, kyc, cash } = kycHarness()));
  afterEach(() => h.stop());

  /** Submits a section with answers, loading its options first. */
  const submit = async (sectionId: string, values: FormValues, triggeredBy = SETUP) => {
    const section = await withOptions(kyc, expectOk(await kyc.getSection({ triggeredBy, sectionId })));
    return kyc.submitSection({ triggeredBy, section, answers: buildAnswers(section, values) });
  };

  describe('cash account', () => {
    it('create wallet: a customer needing setup gets additional_info; an approved one a created wallet; JPY is invalid_parameter', async () => {
      await signInAs(h, 'sam');
      expect(expectOk(await cash.createWallet(USD))).toEqual({
        currency: 'USD',
        state: 'not_created',
        additionalInfo: { triggeredBy: SETUP, restrictedFeatures: ['fiat_deposit', 'fiat_withdrawal'], edd: false },
      });
      expect(errorCode(await cash.createWallet(currencyCode('JPY')))).toBe('invalid_parameter');
      expect(routes.createWallet.timeoutMs).toBe(35_000);
    });

    it('create wallet for an approved customer creates the wallet, in a new currency too', async () => {
      const alex = await signInAs(h, 'alex');
      expect(expectOk(await cash.createWallet(currencyCode('EUR')))).toEqual({ currency: 'EUR', state: 'created', additionalInfo: undefined });
      expect(alex.state.fiatWallets.EUR).toBe('created');
    });

    it('reports the cash account per currency with the KYC status, refusing an unsupported currency', async () => {
      await signInAs(h, 'sam');
      expect(expectOk(await cash.getCashAccount(USD))).toEqual({ currency: 'USD', state: 'not_created', kycStatus: 'fiat_wallet_setup_needed' });
      expect(errorCode(await cash.getCashAccount(currencyCode('XYZ')))).toBe('invalid_parameter');
    });

    it('reports an outstanding balance as a Decimal with the blocked networks (ed), none for sam', async () => {
      await signInAs(h, 'ed');
      const owed = expectOk(await cash.getOutstandingBalance(USD));
      expect(owed.amount.toFixed(2)).toBe('42.50');
      expect(owed.paymentNetworks).toEqual(['us_ach_pull']);
      expect(errorCode(await cash.getOutstandingBalance(currencyCode('XYZ')))).toBe('invalid_parameter');
    });

    it('gives the open-banking app id to a signed-in customer only', async () => {
      expect(errorCode(await cash.getOpenBankingAppId())).toBe('unauthorized');
      await signInAs(h, 'alex');
      expect(expectOk(await cash.getOpenBankingAppId())).toBe('sbx-open-banking-app-001');
    });
  });

  describe('additional collection forms', () => {
    it('overview: the restriction header routes sam to additional info; an approved customer has none; an unknown trigger is invalid', async () => {
      await signInAs(h, 'sam');
      const overview = expectOk(await kyc.getRestrictionOverview(SETUP, []));
      expect(overview).toMatchObject({ header: 'additional_info_required', displayType: undefined, restrictedFeatures: ['fiat_deposit', 'fiat_withdrawal'] });
      expect(expectOk(await kyc.getRestrictionOverview(SETUP, ['crypto_deposit'])).restrictedFeatures).toEqual(['crypto_deposit']);
      expect(errorCode(await kyc.getRestrictionOverview('nonsense', []))).toBe('invalid_parameter');
    });

    it('serves the first section with CDN-loaded lists, the address search only behind its flag, and loads the lists', async () => {
      await signInAs(h, 'sam');
      const personal = expectOk(await kyc.getSection({ triggeredBy: SETUP }));
      expect(personal.section_id).toBe('personal_details');
      expect(personal.fields.map((f) => f.name)).toEqual(['first_name', 'last_name', 'date_of_birth', 'nationality', 'ssn', 'fiat_terms']);
      expect(optionSources(personal)).toEqual([{ field: 'nationality', optionsKey: 'kyc2026' }]);
      const countries = expectOk(await kyc.getOptions({ field: 'nationality', optionsKey: 'kyc2026' }));
      expect(countries.map((o) => o.value)).toContain('SG');
      expect(errorCode(await kyc.getOptions({ field: 'favourite_colour', optionsKey: 'kyc2026' }))).toBe('invalid_parameter');

      expect(errorCode(await kyc.getSection({ triggeredBy: SETUP, sectionId: 'employment' }))).toBe('invalid_parameter');
      expectOk(await submit('personal_details', sectionValues('personal_details', JANE)));
      const address = expectOk(await kyc.getSection({ triggeredBy: SETUP, featureFlags: [ADDRESS_SEARCH_FLAG] }));
      expect(address.fields.find((f) => f.name === 'address_search')).toMatchObject({ input_type: 'address_search', poa_provider: 'google_places' });
    });

    it('refuses forms to an approved customer', async () => {
      await signInAs(h, 'alex');
      expect(errorCode(await kyc.getSection({ triggeredBy: SETUP }))).toBe('invalid_parameter');
      expect(errorCode(await kyc.previewSection(SETUP, 'personal_details'))).toBe('invalid_parameter');
    });

    it('submit: a valid section opens the next one (pending); invalid answers are invalid_parameter with field errors', async () => {
      await signInAs(h, 'sam');
      const next = expectOk(await submit('personal_details', sectionValues('personal_details', JANE)));
      expect(next.nextSection?.status).toBe('pending');
      expect(next.nextSection?.section.section_id).toBe('residential_address');
      const refused = expectError(await submit('residential_address', { country: 'US', address_line_1: 'x' }));
      expect(refused).toMatchObject({ kind: 'business', code: 'invalid_parameter' });
      const fieldErrors = (refused.kind === 'business' ? refused.meta.field_errors : undefined) as { field_name: string }[];
      expect(fieldErrors.map((e) => e.field_name)).toEqual(['address_line_1', 'city', 'state', 'postal_code']);
    });

    it('preview: the saved answers, and visibility and enablement evaluated by the server', async () => {
      await signInAs(h, 'sam');
      expectOk(await submit('personal_details', { ...sectionValues('personal_details', JANE), nationality: 'GB', ssn: '123456789' }));
      const preview = expectOk(await kyc.previewSection(SETUP, 'personal_details'));
      expect(preview.answers).toContainEqual({ fieldName: 'nationality', value: 'GB' });
      expect(preview.answers.map((a) => a.fieldName)).not.toContain('ssn');
      expect(preview.fields.find((f) => f.name === 'ssn')).toEqual({ name: 'ssn', visible: false, enabled: true });
      expect(errorCode(await kyc.previewSection(SETUP, 'no_such_section'))).toBe('invalid_parameter');
    });

    it('refuses answers with the catalogue errors of spec 001 §8', async () => {
      await signInAs(h, 'sam');
      const ssn = expectError(await submit('personal_details', { ...sectionValues('personal_details', JANE), ssn: '000000000' }));
      expect(ssn).toMatchObject({ code: 'ssn_unmatch_error', message: expect.stringContaining('SSN') });
      expectOk(await submit('personal_details', sectionValues('personal_details', JANE)));
      const address = sectionValues('residential_address', JANE);
      expect(errorCode(await submit('residential_address', { ...address, address_line_1: 'PO Box 42' }))).toBe('residential_address_invalid_error');
      expect(errorCode(await submit('residential_address', { ...address, postal_code: '00000' }))).toBe('invalid_address_error');
      expect(errorCode(await submit('residential_address', { ...address, address_line_1: '1 Market Street', postal_code: '94105' }))).toBe(
        'user_address_already_exist',
      );
    });

    it('sends the SSN encrypted (aes_256_cbc): the sandbox refuses it in clear text', async () => {
      await signInAs(h, 'sam');
      const section = await withOptions(kyc, expectOk(await kyc.getSection({ triggeredBy: SETUP })));
      const clear = buildAnswers(section, sectionValues('personal_details', JANE)).map((a) => ({ ...a, encrypt: false }));
      expect(expectError(await kyc.submitSection({ triggeredBy: SETUP, section, answers: clear }))).toMatchObject({
        code: 'invalid_parameter',
        message: expect.stringContaining('ssn'),
      });
    });

    it('polls the result: polling while verifying, success 3 s later (sandbox time); nothing to poll is invalid_parameter', async () => {
      const sam = await signInAs(h, 'sam');
      expect(errorCode(await kyc.pollResult(SETUP, 'review'))).toBe('invalid_parameter');
      for (const id of ['personal_details', 'residential_address', 'employment']) expectOk(await submit(id, sectionValues(id, JANE)));
      expect(expectOk(await submit('review', sectionValues('review', JANE)))).toEqual({ result: { type: 'polling', max_attempts: 10, interval_millis: 1000 } });
      expect(expectOk(await kyc.pollResult(SETUP, 'review')).result?.type).toBe('polling');
      await h.time.advance(3_000);
      expect(expectOk(await kyc.pollResult(SETUP, 'review'))).toEqual({ result: { type: 'success' } });
      expect(sam.state.fiatWallets.USD).toBe('created');
      expect(expectOk(await kyc.getIdentity())).toEqual({ status: 'kyc_approved', restrictedFeatures: [] });
    });

    it("submits a Singapore resident's CPF section through the CPF submission call", async () => {
      await signInAs(h, 'sam');
      const sg = { ...JANE, nationality: 'SG', country: 'SG' } as const;
      for (const id of ['personal_details', 'residential_address', 'employment']) expectOk(await submit(id, sectionValues(id, sg)));
      const cpf = expectOk(await kyc.getSection({ triggeredBy: SETUP }));
      expect(cpf.submission_url).toBe('/api/proxy/private/kyc/v1/kyc/cpf/submission');
      const posted: string[] = [];
      h.server.events.on('request:start', ({ request }) => posted.push(new URL(request.url).pathname));
      expect(
        expectOk(await kyc.submitSection({ triggeredBy: SETUP, section: cpf, answers: buildAnswers(cpf, sectionValues('cpf_details', sg)) })).nextSection
          ?.section.section_id,
      ).toBe('review');
      expect(posted).toContain('/api/proxy/private/kyc/v1/kyc/cpf/submission');
    });

    it('reports the KYC status; a session is needed', async () => {
      expect(errorCode(await kyc.getIdentity())).toBe('unauthorized');
      await signInAs(h, 'sam');
      expect(expectOk(await kyc.getIdentity()).status).toBe('fiat_wallet_setup_needed');
    });

    it('reports a malformed answer as a schema error, not as a value', async () => {
      await signInAs(h, 'sam');
      h.faults.arm({ path: routes.kycQuestion.path, kind: 'malformed', times: 2 });
      expect(expectError(await kyc.getSection({ triggeredBy: SETUP })).kind).toBe('schema');
    });
  });
});
