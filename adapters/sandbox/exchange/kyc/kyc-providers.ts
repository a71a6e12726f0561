import { ErrorCode } from '../../../../domain/errors/error-codes';
import { KYC_DOCUMENT_SCOPE, VERIFICATION_PRODUCT, VERIFICATION_PROVIDERS } from '../../../../domain/kyc/kyc-status';
import { err, ok } from '../../../../domain/shared/result';
import type { MyInfoPersonWire } from '../../../http/schemas/kyc';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { convertAddress, type KycAddressWire } from './address-conversion';
import { placeComponents } from './gazetteer';
import { myInfoPersonOf } from './persona-kyc';

/** Choice: web-view tokens last 15 minutes. */
export const WEB_VIEW_TOKEN_SECONDS = 900;
/** The demo public key MyInfo person tokens would be verified with (spec 001 §7 jwt.public.pem). */
export const MYINFO_PUBLIC_PEM = [
  '-----BEGIN PUBLIC KEY-----',
  'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEG7ddJ8mhZnKyGcES1rsnbNeBVXbI',
  'P6YUb1W+fnv84nntQuTWjh1b/r+UcKQLrS0c5FCM+Xd5ukllO7VKFr+O5A==',
  '-----END PUBLIC KEY-----',
].join('\n');

/** The applications a customer started, plain JSON. */
export interface Applications {
  onfido?: string;
  singpass?: string;
}

/** Who the desk serves: their started applications (kept by the caller), ids, and their MyInfo record if any. */
export interface ProviderCustomer {
  readonly applications: Applications;
  readonly nextId: (prefix: string) => string;
  readonly person: MyInfoPersonWire | undefined;
}

const refused = (message: string) => err({ code: ErrorCode.invalidParameter, message });
const NRIC = /^[STFG]\d{7}[A-Z]$/;

/**
 * Singpass MyInfo eligibility (design): a citizen or permanent resident with a well-formed NRIC.
 * Choice: the reasons name what failed.
 */
export function checkMyInfoPerson(person: MyInfoPersonWire): { eligible: boolean; reasons: string[] } {
  const reasons = [
    ...(['Citizen', 'PR'].includes(person.residentialstatus) ? [] : ['residential_status_not_eligible']),
    ...(NRIC.test(person.uinfin) ? [] : ['uinfin_invalid']),
  ];
  return { eligible: reasons.length === 0, reasons };
}

/** A MyInfo person as the KYC form's answers. Choice: the first word of the name is the family name. */
function myInfoAnswers(person: MyInfoPersonWire): Record<string, string> {
  const [family = '', ...given] = person.name.split(' ');
  const a = person.regadd;
  return {
    first_name: given.join(' '),
    last_name: family,
    date_of_birth: person.dob,
    nationality: person.nationality,
    country: a.country,
    address_line_1: `${a.block} ${a.street}`,
    address_line_2: a.building,
    city: 'Singapore',
    postal_code: a.postal,
  };
}

const placeAnswers = (response: unknown): SandboxResult<KycAddressWire> => {
  const placeId = typeof response === 'object' && response !== null && 'place_id' in response ? String(response.place_id) : '';
  const components = placeComponents(placeId);
  return components === undefined ? err({ code: ErrorCode.invalidAddressError }) : convertAddress(components);
};

/**
 * Identity providers for one customer: Onfido and Singpass MyInfo applications, provider answers,
 * the verification state and web-view tokens. The sandbox and the fake adapter both serve through it.
 */
export class ProviderDesk {
  constructor(private readonly customer: ProviderCustomer) {}

  startOnfido(referrer: string): SandboxResult<{ application_id: string; sdk_token: string; workflow_run_id: string }> {
    if (referrer.trim() === '') return refused('referrer is required');
    const id = this.customer.nextId('onfido');
    this.customer.applications.onfido = id;
    return ok({ application_id: id, sdk_token: `sbx_sdk_${id}`, workflow_run_id: `sbx_run_${id}` });
  }

  /** Singpass is for Singapore customers with a MyInfo record. */
  startSingpass(): SandboxResult<{ application_id: string; state: string }> {
    if (this.customer.person === undefined) return refused('Singpass MyInfo is for Singapore residents');
    const id = this.customer.nextId('singpass');
    this.customer.applications.singpass = id;
    return ok({ application_id: id, state: 'authorised' });
  }

  person(applicationId: string): SandboxResult<MyInfoPersonWire> {
    const { person, applications } = this.customer;
    if (person === undefined || applicationId === '' || applications.singpass !== applicationId) return refused('no Singpass application with this id');
    return ok(person);
  }

  /**
   * The provider call returning answers[] (spec 001 §7): google_places turns a place into the
   * address fields, singpass_myinfo the customer's MyInfo record into personal and address
   * fields; only the companion fields asked for are answered (all when none are named).
   */
  answers(provider: string, response: unknown, companions: readonly string[]): SandboxResult<{ field_name: string; field_answer: string }[]> {
    let found: SandboxResult<Readonly<Record<string, string>>>;
    if (provider === 'google_places') found = placeAnswers(response);
    else if (provider === 'singpass_myinfo') {
      const id = typeof response === 'object' && response !== null && 'application_id' in response ? String(response.application_id) : '';
      const person = this.person(id);
      found = person.ok ? ok(myInfoAnswers(person.value)) : person;
    } else return refused(`unknown provider ${provider}`);
    if (!found.ok) return found;
    return ok(
      Object.entries(found.value)
        .filter(([name, value]) => value !== '' && (companions.length === 0 || companions.includes(name)))
        .map(([name, value]) => ({ field_name: name, field_answer: value })),
    );
  }

  /**
   * The verification state (spec 001 §7): approved or rejected once decided; otherwise in progress
   * after an application started, else not started, with the provider to use: Singpass MyInfo
   * for Singapore customers, else Onfido, else the first one the client supports.
   */
  verificationState(
    decided: 'approved' | 'rejected' | undefined,
    product: string,
    providers: readonly string[],
  ): SandboxResult<{ state: string; provider?: string }> {
    if (product !== VERIFICATION_PRODUCT) return refused(`unknown product ${product}`);
    const supported = providers.filter((p) => (VERIFICATION_PROVIDERS as readonly string[]).includes(p));
    if (supported.length === 0) return refused('no supported provider');
    if (decided !== undefined) return ok({ state: decided });
    const { applications: apps, person } = this.customer;
    const preferred = [...(person === undefined ? [] : ['singpass_myinfo']), 'onfido'].find((p) => supported.includes(p)) ?? supported[0];
    const started = apps.onfido !== undefined || apps.singpass !== undefined;
    return ok({ state: started ? 'in_progress' : 'not_started', ...(preferred === undefined ? {} : { provider: preferred }) });
  }

  webViewToken(scopes: readonly string[]): SandboxResult<{ access_token: string; token_type: string; expires_in: number }> {
    if (scopes.length === 0 || scopes.some((s) => s !== KYC_DOCUMENT_SCOPE)) return refused(`scopes must be [${KYC_DOCUMENT_SCOPE}]`);
    return ok({ access_token: this.customer.nextId('wvt'), token_type: 'Bearer', expires_in: WEB_VIEW_TOKEN_SECONDS });
  }
}

/** The sandbox's desks: applications in the kyc_applications slice, MyInfo records from the persona seed. */
export class SandboxKycProviders {
  constructor(private readonly context: SandboxContext) {}

  desk(account: SandboxAccount): ProviderDesk {
    const all = this.context.slice<Record<string, Applications>>('kyc_applications', () => ({}));
    const applications = (all[account.uuid] ??= {});
    return new ProviderDesk({ applications, nextId: (prefix) => this.context.nextId(prefix), person: myInfoPersonOf(account.persona.key) });
  }
}
