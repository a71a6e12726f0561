import { Container } from 'inversify';
import type { SchedulerLike } from 'rxjs';
import type { AppServices } from '../../application/app-services';
import { FakeAccountAdapter } from '../fake/fake-account-adapter';
import { FakeBankLinkingAdapter } from '../fake/fake-bank-linking-adapter';
import { FakeBasketsAdapter } from '../fake/fake-baskets-adapter';
import { FakeCoinsAdapter } from '../fake/fake-coins-adapter';
import { FakeConfigAdapter } from '../fake/fake-config-adapter';
import { FakeDepositsAdapter } from '../fake/fake-deposits-adapter';
import { FakeKycAdapter, type FakeKycOptions } from '../fake/fake-kyc-adapter';
import { FakeLevelUpAdapter } from '../fake/fake-level-up-adapter';
import { FakeLockupAdapter } from '../fake/fake-lockup-adapter';
import { FakeOnboardingAdapter } from '../fake/fake-onboarding-adapter';
import { FakePaymentsAdapter } from '../fake/fake-payments-adapter';
import { FakePriceStreamAdapter } from '../fake/fake-price-stream-adapter';
import { FakeRewardsAdapter } from '../fake/fake-rewards-adapter';
import { FakeSessionAdapter, type FakeSessionOptions } from '../fake/fake-session-adapter';
import { FakeTradingAdapter, type FakeTradingOptions } from '../fake/fake-trading-adapter';
import { FakeVisibilityAdapter } from '../fake/fake-visibility-adapter';
import { FakeExternalPages, FakePaypalLogin } from '../fake/fake-paypal-login';
import { FakePaymentFrameAdapter } from '../fake/fake-payment-frame-adapter';
import { FakeApplePayAdapter, FakeGooglePayAdapter } from '../fake/fake-wallet-sheets';
import { MemoryKeyValueAdapter } from '../node/memory-key-value-adapter';
import { MemoryAnalyticsAdapter } from '../fake/memory-analytics-adapter';
import { MemoryLoggingAdapter } from '../fake/memory-logging-adapter';
import type { ShellServices } from '../../application/session/shell-services';
import { HUB_AREAS } from './areas';
import { DEFERRED_CODE } from './areas/deferred-code';
import { shellArea } from './areas/shell';
import { bindAll, bindServices, bindValues, resolve } from './container';
import { FakePasskeyAdapter } from '../fake/fake-passkey-adapter';
import { FakeWebAuthnAdapter } from '../fake/fake-webauthn-adapter';
import { applicationBindings, type Registry, serviceNames } from './registry';
import { createServiceCode } from './service-code';

/** Every area the fakes stand under: the shell's and the hub's (the request pipeline has no fake: the fakes are the ports). */
const AREAS = [shellArea, ...HUB_AREAS] as const;

/** The port names of those areas: a fake for each, or the fake root does not compile. */
type PortName = ((typeof AREAS)[number] extends infer A ? (A extends { readonly ports: infer P } ? keyof P : never) : never) & keyof Registry;
type FakePortValues = { readonly [K in PortName]: Registry[K] };

const shellServicesOf = (container: Container): ShellServices =>
  Object.fromEntries(serviceNames([shellArea]).map((name) => [name, container.get(name)])) as unknown as ShellServices;

/** The fakes behind a fake container, for tests to arrange and inspect. */
export interface FakePorts {
  readonly session: FakeSessionAdapter;
  readonly account: FakeAccountAdapter;
  readonly trading: FakeTradingAdapter;
  readonly coins: FakeCoinsAdapter;
  readonly baskets: FakeBasketsAdapter;
  readonly payments: FakePaymentsAdapter;
  readonly deposits: FakeDepositsAdapter;
  readonly bankLinking: FakeBankLinkingAdapter;
  readonly onboarding: FakeOnboardingAdapter;
  readonly config: FakeConfigAdapter;
  readonly rewards: FakeRewardsAdapter;
  readonly levelUp: FakeLevelUpAdapter;
  readonly lockup: FakeLockupAdapter;
  readonly kyc: FakeKycAdapter;
  readonly priceStream: FakePriceStreamAdapter;
  readonly visibility: FakeVisibilityAdapter;
  readonly storage: MemoryKeyValueAdapter;
  readonly tabStorage: MemoryKeyValueAdapter;
  readonly logger: MemoryLoggingAdapter;
  readonly analytics: MemoryAnalyticsAdapter;
  readonly paymentFrame: FakePaymentFrameAdapter;
  readonly applePay: FakeApplePayAdapter;
  readonly googlePay: FakeGooglePayAdapter;
  readonly webAuthn: FakeWebAuthnAdapter;
  readonly passkeys: FakePasskeyAdapter;
  readonly paypalLogin: FakePaypalLogin;
  readonly externalPages: FakeExternalPages;
}

export interface FakeConfig {
  readonly scheduler: SchedulerLike;
  /** Epoch milliseconds the fakes keep time by (quotes expire, bonuses end). */
  readonly clock: () => number;
  /** Starts signed in, as a restored session would (true by default). */
  readonly signedIn?: boolean;
  readonly session?: FakeSessionOptions;
  /** Prices, fee, waiver and quote validity of the fake exchange. */
  readonly trading?: Omit<FakeTradingOptions, 'clock' | 'account'>;
  /** The cash account setup's starting point and options (setup_needed in USD by default). */
  readonly kyc?: Omit<FakeKycOptions, 'account'>;
}

/**
 * The testers' composition root: every port bound to its in-memory fake and every application
 * service bound exactly as in the browser, so a test (or a tester's script) drives the real
 * services against arranged fakes.
 */
export function createFakeContainer(config: FakeConfig): { readonly container: Container; readonly fakes: FakePorts } {
  const clock = config.clock;
  const session = new FakeSessionAdapter({ clock, ...config.session });
  if (config.signedIn ?? true) session.signIn();
  const account = new FakeAccountAdapter();
  const rewards = new FakeRewardsAdapter({ clock });
  const kyc = new FakeKycAdapter({ account, ...config.kyc });
  const baskets = new FakeBasketsAdapter({ clock });
  const payments: FakePaymentsAdapter = new FakePaymentsAdapter({ clock, account, limits: (type) => deposits.limitsOf(type) });
  const deposits: FakeDepositsAdapter = new FakeDepositsAdapter({ clock, book: payments });
  const fakes: FakePorts = {
    session,
    account,
    trading: new FakeTradingAdapter({ ...config.trading, clock, account, otherPurchaseTokens: (id, token) => baskets.submitWalletToken(id, token) }),
    coins: new FakeCoinsAdapter({ clock }),
    baskets,
    payments,
    deposits,
    bankLinking: new FakeBankLinkingAdapter(clock),
    onboarding: new FakeOnboardingAdapter(),
    config: new FakeConfigAdapter(),
    rewards,
    levelUp: new FakeLevelUpAdapter({ clock, rewards }),
    lockup: new FakeLockupAdapter({ clock }),
    kyc,
    priceStream: new FakePriceStreamAdapter({ autoOpen: true }),
    visibility: new FakeVisibilityAdapter(),
    storage: new MemoryKeyValueAdapter(),
    tabStorage: new MemoryKeyValueAdapter(),
    logger: new MemoryLoggingAdapter(),
    analytics: new MemoryAnalyticsAdapter(),
    paymentFrame: new FakePaymentFrameAdapter(),
    applePay: new FakeApplePayAdapter(),
    googlePay: new FakeGooglePayAdapter(),
    webAuthn: new FakeWebAuthnAdapter(),
    passkeys: new FakePasskeyAdapter(session, config.session?.passcode, clock),
    paypalLogin: new FakePaypalLogin(),
    externalPages: new FakeExternalPages(),
  };
  let nextId = 0;
  const ports: FakePortValues = {
    session,
    passkeys: fakes.passkeys,
    config: fakes.config,
    account,
    trading: fakes.trading,
    baskets,
    payments,
    coins: fakes.coins,
    priceStream: fakes.priceStream,
    rewards,
    levelUp: fakes.levelUp,
    lockup: fakes.lockup,
    deposits: fakes.deposits,
    bankLinking: fakes.bankLinking,
    kyc,
    cashAccount: kyc,
    onboarding: fakes.onboarding,
  };
  const container = new Container();
  bindValues(container, {
    ...ports,
    scheduler: config.scheduler,
    ids: { newId: () => `id-${String(++nextId)}` },
    location: { current: () => ({ pathname: '/hub/home', search: '' }) },
    logger: fakes.logger,
    analytics: fakes.analytics,
    storage: fakes.storage,
    tabStorage: fakes.tabStorage,
    serverErrorNotices: false,
    visibility: fakes.visibility,
    webAuthn: fakes.webAuthn,
    paymentSurfaces: {
      paymentFrame: fakes.paymentFrame,
      applePay: fakes.applePay,
      googlePay: fakes.googlePay,
      paypalLogin: fakes.paypalLogin,
      externalPages: fakes.externalPages,
    },
  });
  bindAll(container, applicationBindings(AREAS));
  bindValues(container, { serviceCode: createServiceCode(container, AREAS, DEFERRED_CODE) });
  bindServices(container, AREAS);
  bindValues(container, { shellServices: shellServicesOf(container) });
  return { container, fakes };
}

/** The application services over fakes, and the fakes. */
export function createFakeServices(config: FakeConfig): { readonly services: AppServices; readonly fakes: FakePorts; readonly container: Container } {
  const { container, fakes } = createFakeContainer(config);
  return { services: resolve(container, 'services'), fakes, container };
}
