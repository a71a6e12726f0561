import type { BalanceService } from './account/balance-service';
import type { CustomerService } from './account/customer-service';
import type { NoticeService } from './notifications/notice-service';
import type { ToastService } from './notifications/toast-service';
import type { AnalyticsPort } from './ports/analytics-port';
import type { LoggingPort } from './ports/logging-port';
import type { VisibilityPort } from './ports/visibility-port';
import type { SessionExpiryService } from './session/session-expiry-service';
import type { SignInService } from './session/sign-in-service';
import type { BuyService } from './trade/buy-service';
import type { SellService } from './trade/sell-service';
import type { TradeDrawerService } from './trade/trade-drawer-service';
import type { TradeEvents } from './trade/trade-events';
import type { CardRegistrationService } from './payments/card-registration-service';
import type { PaymentFrameService } from './payments/payment-frame-service';
import type { AppDownloadService } from './app-download/app-download-service';
import type { FirstActionGuideService } from './home/first-action-guide-service';
import type { CoinDetailService } from './market/coin-detail-service';
import type { BasketHoldingsService } from './home/basket-holdings-service';
import type { FavouritesService } from './market/favourites-service';
import type { WelcomeBonusService } from './rewards/welcome-bonus-service';
import type { AssetSelectorService } from './market/asset-selector-service';
import type { BasketBuyService } from './trade/basket-buy-service';
import type { CoolingOffCountdownService } from './compliance/cooling-off-countdown-service';
import type { RestrictedFeatureService } from './compliance/restricted-feature-service';
import type { LanguageService } from './i18n/language-service';
import type { TradeGuard } from './trade/trade-guard';
import type { CardTopUpService } from './deposit/card-top-up-service';
import type { DepositMethodsService } from './deposit/deposit-methods-service';
import type { ManualDepositService } from './deposit/manual-deposit-service';
import type { PullDepositService } from './deposit/pull-deposit-service';

/** What the signed-out shell (sign-in, language, toasts and notices) works with, before the hub's code loads. */
export interface ShellServices {
  readonly signIn: SignInService;
  readonly sessionExpiry: SessionExpiryService;
  /** The signed-in customer's profile and configs. */
  readonly customer: CustomerService;
  readonly toasts: ToastService;
  readonly notices: NoticeService;
  /** Where the UI reports rendering errors. */
  readonly logger: LoggingPort;
  /** Where the UI tracks product analytics (navigation clicks). */
  readonly analytics: AnalyticsPort;
  /** The app download modal and the install link. */
  readonly appDownload: AppDownloadService;
  /** The display language and direction. */
  readonly language: LanguageService;
}

/** The application services a driving adapter (the React UI's hub, the CLI) works with: the shell's and the hub's. */
export interface AppServices extends ShellServices {
  readonly balances: BalanceService;
  /** The trade container: open, tab and preselected asset. */
  readonly tradeDrawer: TradeDrawerService;
  /** Completed trades, for whatever a trade changes. */
  readonly tradeEvents: TradeEvents;
  /** Adding a card through the gateway's card form. */
  readonly cardRegistration: CardRegistrationService;
  /** The third-party payment frame modal (3-D Secure and the wallet sheets' pages). */
  readonly paymentFrames: PaymentFrameService;
  readonly buy: BuyService;
  /** The Sell tab: coins and baskets sold to cash or another coin. */
  readonly sell: SellService;
  /** The home's first-action guide, and its replacement after the first purchase. */
  readonly firstActionGuide: FirstActionGuideService;
  readonly welcomeBonus: WelcomeBonusService;
  readonly favourites: FavouritesService;
  /** The coin detail page's coin, price and chart. */
  readonly coinDetail: CoinDetailService;
  /** The baskets held, for the home page. */
  readonly basketHoldings: BasketHoldingsService;
  /** The asset selector of Buy and Sell: search, tabs and lists. */
  readonly assetSelector: AssetSelectorService;
  /** Buying a preset basket in the Buy tab. */
  readonly basketBuy: BasketBuyService;
  /** Time left in a UK customer's cooling-off window. */
  readonly coolingOffCountdown: CoolingOffCountdownService;
  /** The pre-trade cooling-off check of every Buy and Sell path. */
  readonly tradeGuard: TradeGuard;
  /** Where a restricted_feature notice leads (enhanced due diligence or verification). */
  readonly restrictedFeature: RestrictedFeatureService;
  /** The deposit method picker and flow of a currency. */
  readonly depositMethods: DepositMethodsService;
  /** A card top-up: order, confirm checks, passcode, 3-D Secure, settlement. */
  readonly cardTopUp: CardTopUpService;
  /** A deposit pulled from a linked bank account. */
  readonly pullDeposit: PullDepositService;
  /** Manual bank transfer details, vendors, bank info email and reference numbers. */
  readonly manualDeposit: ManualDepositService;
  /** Whether the page is visible (forms refresh their quote on coming back). */
  readonly visibility: VisibilityPort;
}
