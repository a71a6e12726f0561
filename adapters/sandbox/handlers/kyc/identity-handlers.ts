import { canSearchAddress } from '../../../../domain/kyc/address-lookup';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { routes } from '../../../http/routes';
import { convertAddress } from '../../exchange/kyc/address-conversion';
import { autocomplete, placeComponents } from '../../exchange/kyc/gazetteer';
import { checkMyInfoPerson, MYINFO_PUBLIC_PEM } from '../../exchange/kyc/kyc-providers';
import type { SandboxExchange } from '../../exchange/sandbox-exchange';
import { failure, handleSignedIn } from '../respond';
import { readComponents, readPerson, stringOf, stringsOf } from './kyc-wire';

const COUNTRY_COMPONENT = /^country:([a-z]{2})$/i;

/** Identity, address search and conversion, and the verification providers (spec 001 §7). */
export const kycIdentityHandlers = (exchange: SandboxExchange) => {
  const { kyc } = exchange;
  const { providers } = kyc;
  return [
    handleSignedIn(exchange, routes.kycUserIdentity, (_, account) => {
      const identity = kyc.identity(account);
      return { ok: true, identity: { kyc_status: identity.status, restricted_features: [...identity.restrictedFeatures] } };
    }),
    handleSignedIn(exchange, routes.kycAddressConversion, ({ body }) => {
      const components = readComponents(body);
      if (!components.success) return failure({ code: ErrorCode.invalidParameter, message: 'address_components must be Google address components' });
      const address = convertAddress(components.data);
      return address.ok ? { ok: true, address: address.value } : failure(address.error);
    }),
    handleSignedIn(exchange, routes.kycProviderAnswers, ({ body }, account) => {
      const answers = providers
        .desk(account)
        .answers(
          stringOf(body, 'provider_name'),
          (body as { provider_response?: unknown } | undefined)?.provider_response,
          stringsOf(body, 'companion_fields'),
        );
      return answers.ok ? { ok: true, answers: answers.value } : failure(answers.error);
    }),
    handleSignedIn(exchange, routes.kycOnfidoApplication, ({ body }, account) => {
      const onfido = providers.desk(account).startOnfido(stringOf(body, 'referrer'));
      return onfido.ok ? { ok: true, onfido: onfido.value } : failure(onfido.error);
    }),
    handleSignedIn(exchange, routes.singpassApplication, (_, account) => {
      const application = providers.desk(account).startSingpass();
      return application.ok ? { ok: true, application: application.value } : failure(application.error);
    }),
    handleSignedIn(exchange, routes.myInfoPerson, ({ query }, account) => {
      const person = providers.desk(account).person(query.get('id') ?? '');
      return person.ok ? { ok: true, person: person.value } : failure(person.error);
    }),
    handleSignedIn(exchange, routes.myInfoPublicKey, () => ({ ok: true, pem: MYINFO_PUBLIC_PEM })),
    handleSignedIn(exchange, routes.singpassCheck, ({ body }) => {
      const person = readPerson(body);
      if (stringOf(body, 'product_name') === '' || !person.success)
        return failure({ code: ErrorCode.invalidParameter, message: 'product_name and a MyInfo person are required' });
      return { ok: true, check: checkMyInfoPerson(person.data) };
    }),
    handleSignedIn(exchange, routes.kycVerificationState, ({ body }, account) => {
      const state = providers.desk(account).verificationState(kyc.decision(account), stringOf(body, 'product'), stringsOf(body, 'supported_providers'));
      return state.ok ? { ok: true, verification_state: state.value } : failure(state.error);
    }),
    handleSignedIn(exchange, routes.webViewAuthTokens, ({ body }, account) => {
      const tokens = providers.desk(account).webViewToken(stringsOf(body, 'scopes'));
      return tokens.ok ? { ok: true, tokens: tokens.value } : failure(tokens.error);
    }),
    handleSignedIn(exchange, routes.placeAutocomplete, ({ query }) => {
      const country = COUNTRY_COMPONENT.exec(query.get('components') ?? '')?.[1];
      const input = query.get('input') ?? '';
      if (!canSearchAddress(country, input) || query.get('types') !== 'address') return { status: 'INVALID_REQUEST' as const, predictions: [] };
      const predictions = autocomplete(input, country ?? '');
      return { status: predictions.length === 0 ? ('ZERO_RESULTS' as const) : ('OK' as const), predictions: [...predictions] };
    }),
    handleSignedIn(exchange, routes.placeDetails, ({ query }) => {
      if (!(query.get('fields') ?? '').split(',').includes('address_components')) return { status: 'INVALID_REQUEST' as const };
      const components = placeComponents(query.get('placeid') ?? '');
      return components === undefined ? { status: 'NOT_FOUND' as const } : { status: 'OK' as const, result: { address_components: components } };
    }),
  ];
};
