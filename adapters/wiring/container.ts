import { Container } from 'inversify';
import { type AppServices } from '../../application/app-services';
import { BalanceService } from '../../application/account/balance-service';
import { NoticeService } from '../../application/notifications/notice-service';
import { ToastService } from '../../application/notifications/toast-service';
import { SessionExpiryService } from '../../application/session/session-expiry-service';
import { SignInService } from '../../application/session/sign-in-service';
import { sleepOn } from '../../application/shared/sleep';
import { BuyService } from '../../application/trade/buy-service';
import { SellService } from '../../application/trade/sell-service';
import { CustomerService } from '../../application/account/customer-service';
import { TradeDrawerService } from '../../application/trade/trade-drawer-service';
import { TradeEvents } from '../../application/trade/trade-events';
import { CardRegistrationService } from '../../application/payments/card-registration-service';
import { CardSchemeCheckout } from '../../application/payments/card-scheme-checkout';
import { PaymentFrameService } from '../../application/payments/payment-frame-service';
import { BuyOrders } from '../../application/trade/buy-order';
import { isGooglePayLive } from '../../application/trade/buy-feeds';
import { PrePurchaseCheck } from '../../application/trade/pre-purchase-check';
import { AppDownloadService } from '../../application/app-download/app-download-service';
import { FirstActionGuideService } from '../../application/home/first-action-guide-service';
import { CoinDetailService } from '../../application/market/coin-detail-service';
import { FavouritesService } from '../../application/market/favourites-service';
import { WelcomeBonusService } from '../../application/rewards/welcome-bonus-service';
import { AssetSelectorLoader } from '../../application/market/asset-selector-loader';
import { AssetSelectorService } from '../../application/market/asset-selector-service';
import { BasketBuyLoader } from '../../application/trade/basket-buy-loader';
import { BasketBuyService } from '../../application/trade/basket-buy-service';
import { basketSheet, CardSchemeBasketPurchaser } from '../../application/trade/basket-card-purchaser';
import { CoolingOffCountdownService } from '../../application/compliance/cooling-off-countdown-service';
import { RestrictedFeatureService } from '../../application/compliance/restricted-feature-service';
import { LanguageService } from '../../application/i18n/language-service';
import { TradeGuard } from '../../application/trade/trade-guard';
import { CardTopUpService } from '../../application/deposit/card-top-up-service';
import { DepositMethodsService } from '../../application/deposit/deposit-methods-service';
import { ManualDepositService } from '../../application/deposit/manual-deposit-service';
import { PullDepositService } from '../../application/deposit/pull-deposit-service';
import { HttpAccountAdapter } from '../http/account-http-adapter';
import { type DeviceKeyStore, RequestSigner } from '../crypto/request-signer';
import { HttpClient } from '../http/http-client';
import { HttpSessionAdapter } from '../http/session-http-adapter';
import { HttpTradingAdapter } from '../http/trading-http-adapter';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../crypto/passcode-encryption';
import { FieldEncryptor, SANDBOX_FIELD_SECRET } from '../crypto/field-encryption';
import { SsePriceStreamAdapter } from '../sse/sse-price-stream-adapter';
import { LivePriceService } from '../../application/market/live-price-service';
import { PriceLadderService } from '../../application/market/price-ladder-service';
import { lazyPort } from './lazy-port';
import { type Registry, type TokenName, TOKENS } from './tokens';

/** Typed lookup of a service in a container built here. */
export const resolve = <K extends TokenName>(container: Container, name: K): Registry[K] => container.get<Registry[K]>(TOKENS[name]);

const bindValue = <K extends TokenName>(container: Container, name: K, value: Registry[K]): void => {
  container.bind<Registry[K]>(TOKENS[name]).toConstantValue(value);
};

function bindFactory<K extends TokenName, D extends TokenName[]>(
  container: Container,
  name: K,
  dependencies: [...D],
  factory: (...args: { [I in keyof D]: Registry[D[I]] }) => Registry[K],
): void {
  container
    .bind<Registry[K]>(TOKENS[name])
    .toResolvedValue(factory as (...args: unknown[]) => Registry[K], dependencies.map((d) => TOKENS[d]))
    .inSingletonScope();
}

export interface EnvironmentBindings {
  readonly scheduler: Registry['scheduler'];
  readonly ids: Registry['ids'];
  readonly location: Registry['location'];
  /** Where errors are reported (spec 000 §8: rendering errors are reported). */
  readonly logger: Registry['logger'];
  readonly storage: Registry['storage'];
  readonly identity: Registry['identity'];
  /** Whether the page is visible (streams pause while it is hidden). */
  readonly visibility: Registry['visibility'];
  /** The payment frame and the Apple Pay and Google Pay sheets of this environment. */
  readonly paymentSurfaces: Registry['paymentSurfaces'];
  /** The backend's passcode-encryption secret; the sandbox's by default. */
  readonly passcodeSecret?: string;
  /** The backend's secret for KYC fields marked aes_256_cbc; the sandbox's by default. */
  readonly fieldSecret?: string;
  /** Where the device's signing keys are kept. */
  readonly keyStore: DeviceKeyStore;
  readonly fetch: typeof fetch;
  readonly apiBaseUrl: string;
  /** Spec 000 §8: status 500+ alerts 'an error occurred' only when enabled. */
  readonly notifyServerErrors?: boolean;
}

/**
 * The application wired to HTTP adapters. Each environment (browser, CLI, tests) supplies its
 * scheduler, id source, identity and fetch; everything else is bound the same way everywhere.
 */
export function createHttpContainer(env: EnvironmentBindings): Container {
  const container = new Container();
  bindValue(container, 'scheduler', env.scheduler);
  bindValue(container, 'ids', env.ids);
  bindValue(container, 'location', env.location);
  bindValue(container, 'logger', env.logger);
  bindValue(container, 'storage', env.storage);
  bindValue(container, 'identity', env.identity);
  bindValue(container, 'signer', new RequestSigner(env.keyStore));
  bindValue(container, 'visibility', env.visibility);
  bindValue(container, 'paymentSurfaces', env.paymentSurfaces);
  bindValue(container, 'passcodeEncryptor', new PasscodeEncryptor({ secret: env.passcodeSecret ?? SANDBOX_PASSCODE_SECRET }));
  bindValue(container, 'priceStreamPort', new SsePriceStreamAdapter({ baseUrl: env.apiBaseUrl, fetch: env.fetch }));
  bindFactory(container, 'toasts', ['scheduler'], (scheduler) => new ToastService(scheduler));
  bindFactory(container, 'notices', ['toasts'], (toasts) => new NoticeService(toasts, { serverErrorNoticeEnabled: env.notifyServerErrors ?? false }));
  bindFactory(container, 'http', ['scheduler', 'identity', 'notices', 'signer'], (scheduler, identity, notices, signer) =>
    new HttpClient({
      baseUrl: env.apiBaseUrl,
      fetch: env.fetch,
      identity,
      signer,
      sleep: sleepOn(scheduler),
      onFailure: (failure, request) => notices.reportRequestFailure(failure, request),
    }),
  );
  bindFactory(container, 'sessionPort', ['http', 'identity', 'signer', 'passcodeEncryptor'], (http, identity, signer, encryptor) =>
    new HttpSessionAdapter(http, identity, signer, encryptor),
  );
  bindFactory(container, 'accountPort', ['http'], (http) => new HttpAccountAdapter(http));
  bindFactory(container, 'tradingPort', ['http'], (http) => new HttpTradingAdapter(http));
  bindFactory(container, 'coinsPort', ['http'], (http) => lazyPort(async () => new (await import('../http/coins-http-adapter')).HttpCoinsAdapter(http)));
  bindFactory(container, 'basketsPort', ['http'], (http) => lazyPort(async () => new (await import('../http/baskets-http-adapter')).HttpBasketsAdapter(http)));
  bindFactory(container, 'paymentsPort', ['http', 'passcodeEncryptor'], (http, encryptor) => lazyPort(async () => new (await import('../http/payments-http-adapter')).HttpPaymentsAdapter(http, encryptor)));
  bindFactory(container, 'depositsPort', ['http', 'passcodeEncryptor'], (http, encryptor) => lazyPort(async () => new (await import('../http/deposits-http-adapter')).HttpDepositsAdapter(http, encryptor)));
  bindFactory(container, 'bankLinkingPort', ['http'], (http) => lazyPort(async () => new (await import('../http/bank-linking-http-adapter')).HttpBankLinkingAdapter(http)));
  bindFactory(container, 'onboardingPort', ['http'], (http) => lazyPort(async () => new (await import('../http/onboarding-http-adapter')).HttpOnboardingAdapter(http)));
  bindFactory(container, 'configPort', ['http', 'scheduler'], (http, scheduler) => lazyPort(async () => new (await import('../http/config-http-adapter')).HttpConfigAdapter(http, () => scheduler.now())));
  bindFactory(container, 'rewardsPort', ['http'], (http) => lazyPort(async () => new (await import('../http/rewards-http-adapter')).HttpRewardsAdapter(http)));
  bindFactory(container, 'levelUpPort', ['http', 'passcodeEncryptor'], (http, encryptor) => lazyPort(async () => new (await import('../http/level-up-http-adapter')).HttpLevelUpAdapter(http, encryptor)));
  bindFactory(container, 'kycPort', ['http'], (http) => lazyPort(async () => new (await import('../http/kyc-http-adapter')).HttpKycAdapter(http, new FieldEncryptor(env.fieldSecret ?? SANDBOX_FIELD_SECRET))));
  bindFactory(container, 'cashAccountPort', ['http'], (http) => lazyPort(async () => new (await import('../http/cash-account-http-adapter')).HttpCashAccountAdapter(http)));
  bindFactory(container, 'lockupPort', ['http', 'passcodeEncryptor'], (http, encryptor) => lazyPort(async () => new (await import('../http/lockup-http-adapter')).HttpLockupAdapter(http, encryptor)));
  bindApplication(container);
  return container;
}

/** The services a driving adapter gets (AppServices), one token each, bound under the same names. */
const APP_SERVICES = [
  'signIn',
  'sessionExpiry',
  'customer',
  'balances',
  'tradeDrawer',
  'tradeEvents',
  'cardRegistration',
  'paymentFrames',
  'buy',
  'sell',
  'basketBuy',
  'assetSelector',
  'toasts',
  'notices',
  'logger',
  'language',
  'coolingOffCountdown',
  'tradeGuard',
  'restrictedFeature',
  'appDownload',
  'firstActionGuide',
  'welcomeBonus',
  'favourites',
  'coinDetail',
  'depositMethods',
  'cardTopUp',
  'pullDeposit',
  'manualDeposit',
] as const satisfies readonly (keyof AppServices & TokenName)[];

/** Application services over whatever ports the container binds (HTTP or fakes). */
export function bindApplication(container: Container): void {
  bindFactory(container, 'balances', ['accountPort', 'scheduler'], (account, scheduler) => new BalanceService(account, scheduler));
  bindFactory(container, 'signIn', ['sessionPort', 'storage', 'scheduler'], (session, storage, scheduler) => new SignInService(session, storage, scheduler));
  bindFactory(container, 'tradeEvents', [], () => new TradeEvents());
  bindFactory(container, 'cardRegistration', ['paymentsPort', 'paymentSurfaces', 'toasts'], (payments, surfaces, toasts) => new CardRegistrationService(payments, surfaces, toasts));
  bindFactory(container, 'paymentFrames', ['paymentSurfaces'], (surfaces) => new PaymentFrameService(surfaces));
  bindFactory(container, 'cardSchemeCheckout', ['paymentSurfaces', 'paymentFrames', 'customer'], (surfaces, frames, customer) =>
    new CardSchemeCheckout(surfaces, frames, () => isGooglePayLive(customer.state.getSnapshot())),
  );
  bindFactory(container, 'prePurchaseCheck', ['sessionPort', 'notices'], (session, notices) => new PrePurchaseCheck(session, notices));
  bindFactory(
    container,
    'buy',
    ['tradingPort', 'paymentsPort', 'rewardsPort', 'balances', 'customer', 'cardRegistration', 'tradeDrawer', 'tradeGuard', 'prePurchaseCheck', 'cardSchemeCheckout', 'ids', 'paymentSurfaces', 'toasts', 'notices', 'tradeEvents', 'logger', 'scheduler'],
    (trading, payments, rewards, balances, customer, cardRegistration, tradeDrawer, guard, gate, checkout, ids, surfaces, toasts, notices, events, logger, scheduler) =>
      new BuyService({ trading, payments, rewards, balances, customer, cardRegistration, tradeDrawer, guard, gate, orders: new BuyOrders(trading, checkout, ids), surfaces, toasts, notices, events, logger, scheduler }),
  );
  bindFactory(
    container,
    'sell',
    ['tradingPort', 'basketsPort', 'coinsPort', 'cashAccountPort', 'balances', 'customer', 'notices', 'tradeEvents', 'toasts', 'ids', 'scheduler', 'tradeGuard'],
    (trading, baskets, coins, cashAccount, balances, customer, notices, events, toasts, ids, scheduler, guard) =>
      new SellService({ trading, baskets, coins, cashAccount }, { balances, customer, notices, events, guard }, toasts, ids, scheduler),
  );
  bindFactory(container, 'livePrices', ['priceStreamPort', 'visibility', 'scheduler'], (port, visibility, scheduler) => new LivePriceService(port, visibility, scheduler));
  bindFactory(container, 'priceLadder', ['priceStreamPort', 'visibility', 'scheduler'], (port, visibility, scheduler) => new PriceLadderService(port, visibility, scheduler));
  bindFactory(container, 'sessionExpiry', ['notices', 'location', 'scheduler', 'signIn'], (notices, location, scheduler, signIn) =>
    new SessionExpiryService(notices, location, scheduler, signIn),
  );
  bindFactory(container, 'customer', ['signIn', 'configPort'], (signIn, config) => new CustomerService(signIn, config));
  bindFactory(container, 'tradeDrawer', [], () => new TradeDrawerService());
  bindFactory(container, 'appDownload', ['storage', 'location'], (storage, location) => new AppDownloadService(storage, location));
  bindFactory(
    container,
    'firstActionGuide',
    ['coinsPort', 'paymentsPort', 'balances', 'storage', 'signIn', 'cardRegistration', 'tradeEvents', 'logger'],
    (coins, payments, balances, storage, signIn, cardRegistration, tradeEvents, logger) =>
      new FirstActionGuideService(coins, payments, balances, storage, signIn, cardRegistration, tradeEvents, logger),
  );
  bindFactory(container, 'welcomeBonus', ['rewardsPort', 'tradeEvents', 'scheduler'], (rewards, tradeEvents, scheduler) => new WelcomeBonusService(rewards, tradeEvents, scheduler));
  bindFactory(container, 'favourites', ['coinsPort', 'notices'], (coins, notices) => new FavouritesService(coins, notices));
  bindFactory(container, 'coinDetail', ['coinsPort', 'customer', 'priceLadder'], (coins, customer, priceLadder) => new CoinDetailService(coins, customer, priceLadder));
  bindFactory(container, 'assetSelector', ['coinsPort', 'basketsPort', 'balances', 'customer', 'scheduler'], (coins, baskets, balances, customer, scheduler) =>
    new AssetSelectorService(new AssetSelectorLoader(coins, baskets, balances), customer, scheduler),
  );
  bindFactory(container, 'language', ['storage', 'configPort', 'signIn'], (storage, config, signIn) => new LanguageService(storage, config, signIn));
  bindFactory(container, 'coolingOffCountdown', ['customer', 'scheduler'], (customer, scheduler) => new CoolingOffCountdownService(customer, scheduler));
  bindFactory(container, 'tradeGuard', ['customer', 'notices', 'scheduler'], (customer, notices, scheduler) => new TradeGuard(customer, notices, scheduler));
  bindFactory(container, 'restrictedFeature', ['kycPort'], (kyc) => new RestrictedFeatureService(kyc));
  bindFactory(container, 'depositMethods', ['depositsPort', 'configPort'], (deposits, config) => new DepositMethodsService(deposits, config));
  bindFactory(container, 'cardTopUp', ['paymentsPort', 'depositsPort', 'configPort', 'paymentFrames', 'balances', 'scheduler'], (payments, deposits, config, frames, balances, scheduler) =>
    new CardTopUpService(payments, deposits, config, frames, balances, scheduler),
  );
  bindFactory(container, 'pullDeposit', ['depositsPort', 'bankLinkingPort', 'paymentsPort', 'scheduler'], (deposits, bankLinking, payments, scheduler) =>
    new PullDepositService(deposits, bankLinking, payments, scheduler),
  );
  bindFactory(container, 'manualDeposit', ['depositsPort', 'paymentsPort', 'scheduler'], (deposits, payments, scheduler) => new ManualDepositService(deposits, payments, scheduler));
  bindFactory(
    container,
    'basketBuy',
    ['basketsPort', 'tradingPort', 'customer', 'paymentSurfaces', 'cardSchemeCheckout', 'tradeGuard', 'prePurchaseCheck', 'balances', 'toasts', 'notices', 'tradeEvents', 'scheduler'],
    (baskets, trading, customer, surfaces, checkout, guard, gate, balances, toasts, notices, events, scheduler) =>
      new BasketBuyService({
        baskets,
        loader: new BasketBuyLoader(baskets, customer, surfaces),
        purchaser: new CardSchemeBasketPurchaser(baskets, trading, checkout, () => basketSheet(customer), scheduler),
        guard,
        gate,
        balances,
        toasts,
        notices,
        events,
        scheduler,
      }),
  );
  container
    .bind<AppServices>(TOKENS.services)
    .toResolvedValue((...services: unknown[]) => Object.fromEntries(APP_SERVICES.map((name, i) => [name, services[i]])) as unknown as AppServices, APP_SERVICES.map((name) => TOKENS[name]))
    .inSingletonScope();
}
