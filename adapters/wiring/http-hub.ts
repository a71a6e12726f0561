import type { Container } from 'inversify';
import { FieldEncryptor, SANDBOX_FIELD_SECRET } from '../crypto/field-encryption';
import { HttpAccountAdapter } from '../http/account-http-adapter';
import { HttpTradingAdapter } from '../http/trading-http-adapter';
import { SsePriceStreamAdapter } from '../sse/sse-price-stream-adapter';
import { bindFactory, bindValues } from './binding';
import { bindHubApplication } from './hub-application';
import type { ShellEnvironment } from './http-shell';
import { lazyPort } from './lazy-port';
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
  bindFactory(container, 'accountPort', ['http'], (http) => new HttpAccountAdapter(http));
  bindFactory(container, 'tradingPort', ['http'], (http) => new HttpTradingAdapter(http));
  bindFactory(container, 'coinsPort', ['http'], (http) => lazyPort(async () => new (await import('../http/coins-http-adapter')).HttpCoinsAdapter(http), env.observeLoads));
  bindFactory(container, 'basketsPort', ['http'], (http) => lazyPort(async () => new (await import('../http/baskets-http-adapter')).HttpBasketsAdapter(http), env.observeLoads));
  bindFactory(container, 'paymentsPort', ['http', 'passcodeEncryptor'], (http, encryptor) => lazyPort(async () => new (await import('../http/payments-http-adapter')).HttpPaymentsAdapter(http, encryptor), env.observeLoads));
  bindFactory(container, 'depositsPort', ['http', 'passcodeEncryptor'], (http, encryptor) => lazyPort(async () => new (await import('../http/deposits-http-adapter')).HttpDepositsAdapter(http, encryptor), env.observeLoads));
  bindFactory(container, 'bankLinkingPort', ['http'], (http) => lazyPort(async () => new (await import('../http/bank-linking-http-adapter')).HttpBankLinkingAdapter(http), env.observeLoads));
  bindFactory(container, 'onboardingPort', ['http'], (http) => lazyPort(async () => new (await import('../http/onboarding-http-adapter')).HttpOnboardingAdapter(http), env.observeLoads));
  bindFactory(container, 'rewardsPort', ['http'], (http) => lazyPort(async () => new (await import('../http/rewards-http-adapter')).HttpRewardsAdapter(http), env.observeLoads));
  bindFactory(container, 'levelUpPort', ['http', 'passcodeEncryptor'], (http, encryptor) => lazyPort(async () => new (await import('../http/level-up-http-adapter')).HttpLevelUpAdapter(http, encryptor), env.observeLoads));
  bindFactory(container, 'kycPort', ['http'], (http) => lazyPort(async () => new (await import('../http/kyc-http-adapter')).HttpKycAdapter(http, new FieldEncryptor(env.fieldSecret ?? SANDBOX_FIELD_SECRET)), env.observeLoads));
  bindFactory(container, 'cashAccountPort', ['http'], (http) => lazyPort(async () => new (await import('../http/cash-account-http-adapter')).HttpCashAccountAdapter(http), env.observeLoads));
  bindFactory(container, 'lockupPort', ['http', 'passcodeEncryptor'], (http, encryptor) => lazyPort(async () => new (await import('../http/lockup-http-adapter')).HttpLockupAdapter(http, encryptor), env.observeLoads));
  bindHubApplication(container);
}
