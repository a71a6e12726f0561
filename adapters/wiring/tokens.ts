import type { CustomerService } from '../../application/account/customer-service';
import type { CoolingOffCountdownService } from '../../application/compliance/cooling-off-countdown-service';
import type { RestrictedFeatureService } from '../../application/compliance/restricted-feature-service';
import type { LanguageService } from '../../application/i18n/language-service';
import type { TradeGuard } from '../../application/trade/trade-guard';
import type { CardTopUpService } from '../../application/deposit/card-top-up-service';
import type { DepositMethodsService } from '../../application/deposit/deposit-methods-service';
import type { ManualDepositService } from '../../application/deposit/manual-deposit-service';
import type { PullDepositService } from '../../application/deposit/pull-deposit-service';
import type { CardRegistrationService } from '../../application/payments/card-registration-service';
import type { CardSchemeCheckout } from '../../application/payments/card-scheme-checkout';
import type { PaymentFrameService } from '../../application/payments/payment-frame-service';
import type { PrePurchaseCheck } from '../../application/trade/pre-purchase-check';
import type { AppDownloadService } from '../../application/app-download/app-download-service';
import type { FirstActionGuideService } from '../../application/home/first-action-guide-service';
import type { CoinDetailService } from '../../application/market/coin-detail-service';
import type { BasketHoldingsService } from '../../application/home/basket-holdings-service';
import type { FavouritesService } from '../../application/market/favourites-service';
import type { WelcomeBonusService } from '../../application/rewards/welcome-bonus-service';
import type { AssetSelectorService } from '../../application/market/asset-selector-service';
import type { BasketBuyService } from '../../application/trade/basket-buy-service';
import type { PaymentSurfaces } from '../../application/ports/payment-surfaces';
import type { TradeEvents } from '../../application/trade/trade-events';
import type { TradeDrawerService } from '../../application/trade/trade-drawer-service';
import type { SchedulerLike } from 'rxjs';
import type { BalanceService } from '../../application/account/balance-service';
import type { AppServices, ShellServices } from '../../application/app-services';
import type { NoticeService } from '../../application/notifications/notice-service';
import type { ToastService } from '../../application/notifications/toast-service';
import type { AccountPort } from '../../application/ports/account-port';
import type { IdPort } from '../../application/ports/id-port';
import type { KeyValuePort } from '../../application/ports/key-value-port';
import type { SessionPort } from '../../application/ports/session-port';
import type { TradingPort } from '../../application/ports/trading-port';
import type { SessionExpiryService } from '../../application/session/session-expiry-service';
import type { SignInService } from '../../application/session/sign-in-service';
import type { LocationPort } from '../../application/ports/location-port';
import type { AnalyticsPort } from '../../application/ports/analytics-port';
import type { LoggingPort } from '../../application/ports/logging-port';
import type { BuyService } from '../../application/trade/buy-service';
import type { SellService } from '../../application/trade/sell-service';
import type { RequestSigner } from '../crypto/request-signer';
import type { PasscodeEncryptor } from '../crypto/passcode-encryption';
import type { LivePriceService } from '../../application/market/live-price-service';
import type { PriceLadderService } from '../../application/market/price-ladder-service';
import type { BankLinkingPort } from '../../application/ports/bank-linking-port';
import type { BasketsPort } from '../../application/ports/baskets-port';
import type { CashAccountPort } from '../../application/ports/cash-account-port';
import type { KycPort } from '../../application/ports/kyc-port';
import type { CoinsPort } from '../../application/ports/coins-port';
import type { ConfigPort } from '../../application/ports/config-port';
import type { DepositsPort } from '../../application/ports/deposits-port';
import type { LevelUpPort } from '../../application/ports/level-up-port';
import type { LockupPort } from '../../application/ports/lockup-port';
import type { OnboardingPort } from '../../application/ports/onboarding-port';
import type { PaymentsPort } from '../../application/ports/payments-port';
import type { PriceStreamPort } from '../../application/ports/price-stream-port';
import type { RewardsPort } from '../../application/ports/rewards-port';
import type { VisibilityPort } from '../../application/ports/visibility-port';
import type { HttpClient } from '../http/http-client';
import type { RequestIdentity } from '../http/request-identity';

/** What each token resolves to; `resolve` is typed by it. */
export interface Registry {
  scheduler: SchedulerLike;
  ids: IdPort;
  storage: KeyValuePort;
  identity: RequestIdentity;
  signer: RequestSigner;
  http: HttpClient;
  sessionPort: SessionPort;
  accountPort: AccountPort;
  tradingPort: TradingPort;
  passcodeEncryptor: PasscodeEncryptor;
  visibility: VisibilityPort;
  priceStreamPort: PriceStreamPort;
  coinsPort: CoinsPort;
  basketsPort: BasketsPort;
  paymentsPort: PaymentsPort;
  depositsPort: DepositsPort;
  bankLinkingPort: BankLinkingPort;
  onboardingPort: OnboardingPort;
  configPort: ConfigPort;
  rewardsPort: RewardsPort;
  levelUpPort: LevelUpPort;
  lockupPort: LockupPort;
  kycPort: KycPort;
  cashAccountPort: CashAccountPort;
  livePrices: LivePriceService;
  priceLadder: PriceLadderService;
  toasts: ToastService;
  notices: NoticeService;
  balances: BalanceService;
  signIn: SignInService;
  sessionExpiry: SessionExpiryService;
  location: LocationPort;
  logger: LoggingPort;
  analytics: AnalyticsPort;
  buy: BuyService;
  sell: SellService;
  customer: CustomerService;
  tradeDrawer: TradeDrawerService;
  tradeEvents: TradeEvents;
  paymentSurfaces: PaymentSurfaces;
  cardRegistration: CardRegistrationService;
  paymentFrames: PaymentFrameService;
  cardSchemeCheckout: CardSchemeCheckout;
  prePurchaseCheck: PrePurchaseCheck;
  appDownload: AppDownloadService;
  firstActionGuide: FirstActionGuideService;
  welcomeBonus: WelcomeBonusService;
  favourites: FavouritesService;
  coinDetail: CoinDetailService;
  basketHoldings: BasketHoldingsService;
  assetSelector: AssetSelectorService;
  basketBuy: BasketBuyService;
  language: LanguageService;
  coolingOffCountdown: CoolingOffCountdownService;
  tradeGuard: TradeGuard;
  restrictedFeature: RestrictedFeatureService;
  depositMethods: DepositMethodsService;
  cardTopUp: CardTopUpService;
  pullDeposit: PullDepositService;
  manualDeposit: ManualDepositService;
  shellServices: ShellServices;
  services: AppServices;
}

export type TokenName = keyof Registry;

/** One symbol per service; the only place tokens are declared. */
export const TOKENS: { readonly [K in TokenName]: symbol } = {
  scheduler: Symbol('scheduler'),
  ids: Symbol('ids'),
  storage: Symbol('storage'),
  identity: Symbol('identity'),
  signer: Symbol('signer'),
  http: Symbol('http'),
  sessionPort: Symbol('sessionPort'),
  accountPort: Symbol('accountPort'),
  tradingPort: Symbol('tradingPort'),
  passcodeEncryptor: Symbol('passcodeEncryptor'),
  visibility: Symbol('visibility'),
  priceStreamPort: Symbol('priceStreamPort'),
  coinsPort: Symbol('coinsPort'),
  basketsPort: Symbol('basketsPort'),
  paymentsPort: Symbol('paymentsPort'),
  depositsPort: Symbol('depositsPort'),
  bankLinkingPort: Symbol('bankLinkingPort'),
  onboardingPort: Symbol('onboardingPort'),
  configPort: Symbol('configPort'),
  rewardsPort: Symbol('rewardsPort'),
  levelUpPort: Symbol('levelUpPort'),
  lockupPort: Symbol('lockupPort'),
  kycPort: Symbol('kycPort'),
  cashAccountPort: Symbol('cashAccountPort'),
  livePrices: Symbol('livePrices'),
  priceLadder: Symbol('priceLadder'),
  toasts: Symbol('toasts'),
  notices: Symbol('notices'),
  balances: Symbol('balances'),
  signIn: Symbol('signIn'),
  sessionExpiry: Symbol('sessionExpiry'),
  location: Symbol('location'),
  logger: Symbol('logger'),
  analytics: Symbol('analytics'),
  buy: Symbol('buy'),
  sell: Symbol('sell'),
  customer: Symbol('customer'),
  tradeDrawer: Symbol('tradeDrawer'),
  tradeEvents: Symbol('tradeEvents'),
  paymentSurfaces: Symbol('paymentSurfaces'),
  cardRegistration: Symbol('cardRegistration'),
  paymentFrames: Symbol('paymentFrames'),
  cardSchemeCheckout: Symbol('cardSchemeCheckout'),
  prePurchaseCheck: Symbol('prePurchaseCheck'),
  appDownload: Symbol('appDownload'),
  firstActionGuide: Symbol('firstActionGuide'),
  welcomeBonus: Symbol('welcomeBonus'),
  favourites: Symbol('favourites'),
  coinDetail: Symbol('coinDetail'),
  basketHoldings: Symbol('basketHoldings'),
  assetSelector: Symbol('assetSelector'),
  basketBuy: Symbol('basketBuy'),
  language: Symbol('language'),
  coolingOffCountdown: Symbol('coolingOffCountdown'),
  tradeGuard: Symbol('tradeGuard'),
  restrictedFeature: Symbol('restrictedFeature'),
  depositMethods: Symbol('depositMethods'),
  cardTopUp: Symbol('cardTopUp'),
  pullDeposit: Symbol('pullDeposit'),
  manualDeposit: Symbol('manualDeposit'),
  shellServices: Symbol('shellServices'),
  services: Symbol('services'),
};
