import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HttpKycAdapter } from '../../adapters/http/kyc-http-adapter';
import { routes } from '../../adapters/http/routes';
import { errorCode, expectError, expectOk } from '../support/api-result';
import { kycHarness, settleInVirtualTime } from '../support/kyc-contract';
import type { SandboxHarness } from '../support/sandbox-harness';
import { signInAs } from '../support/sign-in';
import { switchPersona } from '../support/switch-persona';

const SEARCH = { sessionToken: 'st_1', input: 'broad', country: 'US', language: 'en' };

describe('KYC identity contract: providers, places and addresses against the sandbox (spec 001 §7)', () => {
  let h: SandboxHarness;
  let kyc: HttpKycAdapter;

  beforeEach(() => ({ h, kyc } = kycHarness()));
  afterEach(() => h.stop());

  describe('address search (Google-Maps-shaped, from the sandbox gazetteer)', () => {
    it('suggests places of the chosen country only; nothing found is an empty list', async () => {
      await signInAs(h, 'sam');
      const found = expectOk(await kyc.searchPlaces(SEARCH));
      expect(found.map((p) => p.description)).toEqual(['400 Broad Street, Seattle, WA 98109, United States']);
      expect(expectOk(await kyc.searchPlaces({ ...SEARCH, input: 'street', country: 'GB' })).length).toBe(5);
      expect(expectOk(await kyc.searchPlaces({ ...SEARCH, input: 'atlantis' }))).toEqual([]);
    });

    it('refuses a search without input (spec 001 §5) as invalid_parameter, and without a session as unauthorized', async () => {
      expect(errorCode(await kyc.searchPlaces(SEARCH))).toBe('unauthorized');
      await signInAs(h, 'sam');
      expect(errorCode(await kyc.searchPlaces({ ...SEARCH, input: '  ' }))).toBe('invalid_parameter');
    });

    it("gives a place's address components, converts them to the form's address, and refuses an unknown place", async () => {
      await signInAs(h, 'sam');
      const [place] = expectOk(await kyc.searchPlaces({ ...SEARCH, input: 'baker', country: 'GB' }));
      const components = expectOk(await kyc.getPlaceDetails('st_1', place?.placeId ?? ''));
      expect(components.find((c) => c.types.includes('postal_town'))?.longName).toBe('London');
      expect(expectOk(await kyc.convertAddress(components))).toEqual({
        line1: '221B Baker Street',
        line2: '',
        city: 'London',
        state: '',
        postalCode: 'NW1 6XE',
        country: 'GB',
      });
      expect(errorCode(await kyc.getPlaceDetails('st_1', 'sbx_nowhere'))).toBe('invalid_address_error');
      expect(errorCode(await kyc.convertAddress(components.filter((c) => !c.types.includes('route'))))).toBe('invalid_address_error');
    });

    it('retries place details 3 times and the address conversion 3 times when the call itself fails', async () => {
      await signInAs(h, 'sam');
      h.faults.arm({ path: routes.placeDetails.path, kind: 'status', status: 503, times: 7 });
      const components = expectOk(await settleInVirtualTime(h, kyc.getPlaceDetails('st_1', 'sbx_us_06')));
      expect(components.find((c) => c.types.includes('route'))?.longName).toBe('Broad Street');
      h.faults.arm({ path: routes.kycAddressConversion.path, kind: 'status', status: 503, times: 3 });
      expect(expectOk(await kyc.convertAddress(components)).line1).toBe('400 Broad Street');
      h.faults.arm({ path: routes.kycAddressConversion.path, kind: 'status', status: 503, times: 4 });
      expect(expectError(await kyc.convertAddress(components))).toEqual({ kind: 'server', status: 503 });
    });
  });

  describe('provider answers', () => {
    it('answers the companion address fields from a place; refuses an unknown provider', async () => {
      await signInAs(h, 'sam');
      const request = {
        providerName: 'google_places',
        providerResponse: { place_id: 'sbx_us_01' },
        questionId: 'q_address_search',
        triggeredBy: 'fiat_wallet_setup',
        sectionId: 'residential_address',
      };
      const answers = expectOk(await kyc.getProviderAnswers({ ...request, companionFields: ['address_line_1', 'state', 'postal_code'] }));
      expect(answers).toEqual([
        { fieldName: 'address_line_1', value: '350 Fifth Avenue' },
        { fieldName: 'state', value: 'NY' },
        { fieldName: 'postal_code', value: '10118' },
      ]);
      expect(errorCode(await kyc.getProviderAnswers({ ...request, providerName: 'astrology', companionFields: [] }))).toBe('invalid_parameter');
    });
  });

  describe('Singpass MyInfo (Singapore customers)', () => {
    it('offers Singpass MyInfo as the provider to a Singapore customer who still needs verifying', async () => {
      const wei = await signInAs(h, 'wei');
      h.exchange.kyc.caseOf(wei).status = 'setup_needed';
      expect(expectOk(await kyc.getVerificationState())).toEqual({ state: 'not_started', provider: 'singpass_myinfo' });
    });

    it('starts an application, reads the person, checks eligibility and prefills the form', async () => {
      await signInAs(h, 'wei');
      const application = expectOk(await kyc.startSingpassApplication('fiat_wallet_setup'));
      const person = expectOk(await kyc.getMyInfoPerson(application.applicationId));
      expect(person).toMatchObject({ uinfin: 'S8812345D', nationality: 'SG', address: { postalCode: '018956' } });
      expect(expectOk(await kyc.checkSingpass('wallet_app', person))).toEqual({ eligible: true, reasons: [] });
      expect(expectOk(await kyc.checkSingpass('wallet_app', { ...person, residentialStatus: 'Alien', uinfin: 'X1' }))).toEqual({
        eligible: false,
        reasons: ['residential_status_not_eligible', 'uinfin_invalid'],
      });
      const prefill = expectOk(
        await kyc.getProviderAnswers({
          providerName: 'singpass_myinfo',
          providerResponse: { application_id: application.applicationId },
          questionId: 'q_first_name',
          triggeredBy: 'fiat_wallet_setup',
          sectionId: 'personal_details',
          companionFields: ['first_name', 'last_name', 'date_of_birth'],
        }),
      );
      expect(prefill).toEqual([
        { fieldName: 'first_name', value: 'WEI' },
        { fieldName: 'last_name', value: 'TAN' },
        { fieldName: 'date_of_birth', value: '1988-03-14' },
      ]);
      expect(expectOk(await kyc.getMyInfoPublicKey())).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----$/);
    });

    it('refuses Singpass to a customer outside Singapore, an unknown application id, and a check without a product', async () => {
      expect(errorCode(await kyc.getMyInfoPublicKey())).toBe('unauthorized');
      await signInAs(h, 'sam');
      expect(errorCode(await kyc.startSingpassApplication('fiat_wallet_setup'))).toBe('invalid_parameter');
      expect(errorCode(await kyc.getMyInfoPerson('singpass_nope'))).toBe('invalid_parameter');
      const person = {
        uinfin: 'S8812345D',
        name: 'TAN WEI',
        dateOfBirth: '1988-03-14',
        nationality: 'SG',
        residentialStatus: 'Citizen',
        address: { block: '1', street: 'x', building: '', postalCode: '1', country: 'SG' },
      };
      expect(errorCode(await kyc.checkSingpass('', person))).toBe('invalid_parameter');
    });
  });

  describe('verification', () => {
    it('starts Onfido: the verification state moves from not started to in progress with Onfido', async () => {
      await signInAs(h, 'sam');
      expect(expectOk(await kyc.getVerificationState())).toEqual({ state: 'not_started', provider: 'onfido' });
      const onfido = expectOk(await kyc.startOnfido('cash_account_setup'));
      expect(onfido.sdkToken).toContain(onfido.applicationId);
      expect(expectOk(await kyc.getVerificationState())).toEqual({ state: 'in_progress', provider: 'onfido' });
      expect(errorCode(await kyc.startOnfido(' '))).toBe('invalid_parameter');
    });

    it('reports an approved customer as approved, with no provider to use', async () => {
      expect(errorCode(await kyc.getVerificationState())).toBe('unauthorized');
      await signInAs(h, 'wei');
      expect(expectOk(await kyc.getVerificationState())).toEqual({ state: 'approved', provider: undefined });
      await switchPersona(h, 'sam');
      expect(expectOk(await kyc.getVerificationState()).provider).toBe('onfido');
    });

    it('issues a web-view token for KYC documents to a signed-in customer', async () => {
      expect(errorCode(await kyc.getWebViewToken())).toBe('unauthorized');
      await signInAs(h, 'sam');
      expect(expectOk(await kyc.getWebViewToken())).toEqual({ accessToken: expect.stringMatching(/^wvt_/), expiresInSeconds: 900 });
    });
  });
});
