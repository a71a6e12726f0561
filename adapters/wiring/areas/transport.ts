import { sleepOn } from '../../../application/shared/sleep';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../../crypto/passcode-encryption';
import { RequestSigner } from '../../crypto/request-signer';
import { HttpClient } from '../../http/http-client';
import { type Area, area, needs } from '../registry';

declare module '../registry' {
  interface Registry {
    signer: RequestSigner;
    passcodeEncryptor: PasscodeEncryptor;
    http: HttpClient;
  }
}

/**
 * The request pipeline every HTTP adapter goes through: identity headers, timeouts, the GET retry,
 * the business-error rule and failures reported as notices (HttpClient); request signing and
 * passcode encryption. Bound by the HTTP roots only; it offers drivers nothing directly.
 */
export const transportArea = area<object>()({
  name: 'transport',
  ports: {
    signer: needs(['httpEnvironment'], ({ httpEnvironment: env }) => new RequestSigner(env.keyStore, env.subtle)),
    passcodeEncryptor: needs(
      ['httpEnvironment'],
      ({ httpEnvironment: env }) =>
        new PasscodeEncryptor({ secret: env.passcodeSecret ?? SANDBOX_PASSCODE_SECRET, ...(env.subtle === undefined ? {} : { subtle: env.subtle }) }),
    ),
    http: needs(
      ['httpEnvironment', 'signer', 'scheduler', 'notices'],
      ({ httpEnvironment: env, signer, scheduler, notices }) =>
        new HttpClient({
          baseUrl: env.apiBaseUrl,
          fetch: env.fetch,
          identity: env.identity,
          signer,
          sleep: sleepOn(scheduler),
          onFailure: (failure, request) => notices.reportRequestFailure(failure, request),
        }),
    ),
  },
  services: {},
  internal: {},
}) satisfies Area<object>;
