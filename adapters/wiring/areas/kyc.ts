import type { CashAccountPort } from '../../../application/ports/cash-account-port';
import type { KycPort } from '../../../application/ports/kyc-port';
import { FieldEncryptor, SANDBOX_FIELD_SECRET } from '../../crypto/field-encryption';
import { area } from '../registry';
import { lazyHttpPort } from './lazy-http-port';

declare module '../registry' {
  interface Registry {
    kyc: KycPort;
    cashAccount: CashAccountPort;
  }
}

/** Cash account setup and the KYC forms (their screens are still to come: README, decisions). */
export const kycArea = area<object>()({
  name: 'kyc',
  ports: {
    kyc: lazyHttpPort(
      async (d) =>
        new (await import('../../http/kyc-http-adapter')).HttpKycAdapter(d.http, new FieldEncryptor(d.httpEnvironment.fieldSecret ?? SANDBOX_FIELD_SECRET)),
    ),
    cashAccount: lazyHttpPort(async (d) => new (await import('../../http/cash-account-http-adapter')).HttpCashAccountAdapter(d.http)),
  },
  services: {},
  internal: {},
});
