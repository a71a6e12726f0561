import type { Container } from 'inversify';
import { FieldEncryptor, SANDBOX_FIELD_SECRET } from '../crypto/field-encryption';
import { HttpAccountAdapter } from '../http/account-http-adapter';
import { HttpTradingAdapter } from '../http/trading-http-adapter';
import { SsePriceStreamAdapter } from '../sse/sse-price-stream-adapter';
import { bindFactory, bindValues } from './binding';
import { bindHubApplication } from './hub-application';
import type { ShellEnvironment } from './http-shell';
import { type AsyncPort, lazyPort } from './lazy-port';
import type { Registry } from './tokens';

/** What each environment supplies to the hub, beyond the shell's. */
export interface HubEnvironment {
  /** Whether the page is visible (streams pause while it is hidden). */
  readonly visibility: Registry['visibility'];
  /** The payment frame and the Apple Pay and Google Pay sheets of this environment. */
  readonly paymentSurfaces: Registry['paymentSurfaces'];
  /** The backend's secret for KYC fields marked aes_256_cbc; the sandbox's by default. */
  readonly fieldSecret?: string;
}

/** The hub's HTTP and SSE adapters and its application services, bound over the HTTP shell's values (http-shell.ts). */
export function bindHttpHub(container: Container, env: ShellEnvironment & HubEnvironment): void {
  bindValues(container, {
    visibility: env.visibility,
    paymentSurfaces: env.paymentSurfaces,
    priceStreamPort: new SsePriceStreamAdapter({ baseUrl: env.apiBaseUrl, fetch: env.fetch }),
  });
  // Area adapters load on their port's first call; the environment may observe each load.
  const lazy = <T extends AsyncPort<T>>(load: () => Promise<T>): T => lazyPort(load, env.observeLoads);
  bindFactory(container, 'accountPort', ['http'], (http) => new HttpAccountAdapter(http));
  bindFactory(container, 'tradingPort', ['http'], (http) => new HttpTradingAdapter(http));
  bindFactory(container, 'coinsPort', ['http'], (http) => lazy(async () => new (await import('../http/coins-http-adapter')).HttpCoinsAdapter(http)));
  bindFactory(container, 'basketsPort', ['http'], (http) => lazy(async () => new (await import('../http/baskets-http-adapter')).HttpBasketsAdapter(http)));
  bindFactory(container, 'paymentsPort', ['http', 'passcodeEncryptor'], (http, encryptor) =>
    lazy(async () => new (await import('../http/payments-http-adapter')).HttpPaymentsAdapter(http, encryptor)),
  );
  bindFactory(container, 'depositsPort', ['http', 'passcodeEncryptor'], (http, encryptor) =>
    lazy(async () => new (await import('../http/deposits-http-adapter')).HttpDepositsAdapter(http, encryptor)),
  );
  bindFactory(container, 'bankLinkingPort', ['http'], (http) =>
    lazy(async () => new (await import('../http/bank-linking-http-adapter')).HttpBankLinkingAdapter(http)),
  );
  bindFactory(container, 'onboardingPort', ['http'], (http) =>
    lazy(async () => new (await import('../http/onboarding-http-adapter')).HttpOnboardingAdapter(http)),
  );
  bindFactory(container, 'rewardsPort', ['http'], (http) => lazy(async () => new (await import('../http/rewards-http-adapter')).HttpRewardsAdapter(http)));
  bindFactory(container, 'levelUpPort', ['http', 'passcodeEncryptor'], (http, encryptor) =>
    lazy(async () => new (await import('../http/level-up-http-adapter')).HttpLevelUpAdapter(http, encryptor)),
  );
  bindFactory(container, 'kycPort', ['http'], (http) =>
    lazy(async () => new (await import('../http/kyc-http-adapter')).HttpKycAdapter(http, new FieldEncryptor(env.fieldSecret ?? SANDBOX_FIELD_SECRET))),
  );
  bindFactory(container, 'cashAccountPort', ['http'], (http) =>
    lazy(async () => new (await import('../http/cash-account-http-adapter')).HttpCashAccountAdapter(http)),
  );
  bindFactory(container, 'lockupPort', ['http', 'passcodeEncryptor'], (http, encryptor) =>
    lazy(async () => new (await import('../http/lockup-http-adapter')).HttpLockupAdapter(http, encryptor)),
  );
  bindHubApplication(container);
}
