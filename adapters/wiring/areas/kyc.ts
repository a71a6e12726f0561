import type { CashAccountPort } from '../../../application/ports/cash-account-port';
import type { KycPort } from '../../../application/ports/kyc-port';
import { FieldEncryptor, SANDBOX_FIELD_SECRET } from '../../crypto/field-encryption';
import { CashAccountSetupLauncher } from '../../../application/kyc/cash-account-setup-launcher';
import type { KycServices } from '../../../application/kyc/kyc-services';
import { KycBannerService } from '../../../application/kyc/kyc-banner-service';
import { later } from '../later';
import { area, needs } from '../registry';
import { lazyHttpPort } from './lazy-http-port';

declare module '../registry' {
  interface Registry extends KycServices {
    kyc: KycPort;
    cashAccount: CashAccountPort;
  }
}

/** Cash account setup and the KYC forms: the launcher and the home's banner at once, the setup modal's services later (kyc-setup.ts), with the modal. */
export const kycArea = area<KycServices>()({
  name: 'kyc',
  ports: {
    kyc: lazyHttpPort(
      async (d) =>
        new (await import('../../http/kyc-http-adapter')).HttpKycAdapter(d.http, new FieldEncryptor(d.httpEnvironment.fieldSecret ?? SANDBOX_FIELD_SECRET)),
    ),
    cashAccount: lazyHttpPort(async (d) => new (await import('../../http/cash-account-http-adapter')).HttpCashAccountAdapter(d.http)),
  },
  services: {
    cashAccountSetupLauncher: needs([], () => new CashAccountSetupLauncher()),
    kycBanner: needs(['kyc', 'cashAccountSetupLauncher'], (d) => new KycBannerService(d)),
    ...later(['cashAccountSetup', 'addressSearch'], async () => (await import('./deferred-code')).KYC_SETUP),
  },
  internal: {},
});
