import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { currencyCode, type CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { CardDeleteConfirmation } from '../../domain/payment/card-deletion';
import type { ApplePayEnvironment, CurrencyAccess, GooglePayEnvironment, PurchaseConfig } from '../../domain/payment/pay-method';
import type { CoinWalletBalance } from '../../domain/payment/payment-option';
import type { SavedCard } from '../../domain/payment/saved-card';
import type { WeeklyLimits } from '../../domain/payment/weekly-limits';
import type { ServerFee } from '../../domain/payment/payment-fees';
import type { LiveRates } from '../../domain/rates/live-rates';
import type { AmountInputRejection } from '../../domain/money/amount-input';
import type { BuyEntrySide } from '../../domain/trade/buy-entry';
import type { FiatWallet } from '../../domain/payment/fiat-wallet';
import type { TmsText } from '../../domain/trade/level-up-banner';
import type { WaivedReason } from '../../domain/trade/trading-fee';
import type { ApiError } from '../ports/api-error';
import type { Coin, TradeQuotation, TradeReceipt } from '../ports/trading-port';
import type { ConfirmState } from './quote-confirmation';

/** The payment area's tabs (spec 000 §2): Cash and Crypto. */
export type PayTab = 'cash' | 'crypto';

/** Where the customer can pay from, as loaded for the Buy widget. */
export interface PaymentSources {
  readonly savedCards: readonly SavedCard[];
  readonly fiatWallets: readonly FiatWallet[];
  readonly coinWallets: readonly CoinWalletBalance[];
  readonly applePay: ApplePayEnvironment;
  readonly googlePay: GooglePayEnvironment;
  readonly weeklyLimits: WeeklyLimits;
}

/** Who buys: the customer's currency and the configuration of purchases for them. */
export interface BuyProfile {
  readonly nativeCurrency: CurrencyCode;
  readonly config: PurchaseConfig;
  readonly access: CurrencyAccess;
  readonly isPrimeRegular: boolean;
  readonly loading: boolean;
}

/** What prices the fee line and decides the level-up banner (spec 000 §4, §6). */
export interface FeeContext {
  readonly serverFees: readonly ServerFee[];
  /** The customer's trading-fee waiver now, if any. */
  readonly waiver: WaivedReason | undefined;
  readonly subscribed: boolean;
  readonly upsellEligible: boolean;
  readonly upsellText: TmsText | undefined;
  readonly loading: boolean;
}

/** How a buy ended, for the success and failure modals. */
export type TradeOutcome =
  { readonly kind: 'success'; readonly receipt: TradeReceipt } | { readonly kind: 'failure'; readonly error: ApiError; readonly notice: ErrorNotice };

/** Everything the customer chose in the Buy widget and everything loaded for it. */
export interface BuyInputs {
  readonly coins: readonly Coin[];
  readonly coin: Coin | undefined;
  readonly profile: BuyProfile;
  readonly entry: BuyEntrySide;
  readonly amountText: string;
  readonly rejection: AmountInputRejection | undefined;
  /** Live rates of the pair paid -> bought; dropped when the pair changes. */
  readonly rate: LiveRates | undefined;
  readonly tab: PayTab;
  readonly sources: PaymentSources;
  readonly sourcesLoaded: boolean;
  /** The option chosen under each tab (the first selectable one is used when none is chosen). */
  readonly chosen: Readonly<Record<PayTab, string | undefined>>;
  /** The transactable amount of the paying wallet for the pair (spec 000 §5), when fetched. */
  readonly transactable: { readonly pair: string; readonly amount: Dec } | undefined;
  readonly fees: FeeContext;
  /** The Cash tab's Edit/Done toggle: in edit mode credit cards can be deleted. */
  readonly editingCards: boolean;
  /** The 'Are you sure' confirmation of a card deletion, and whether the deletion is in flight. */
  readonly cardToDelete: CardDeleteConfirmation | undefined;
  readonly deletingCard: boolean;
  /** The last deletion failed: the confirmation stays open and says so. */
  readonly cardDeleteFailed: boolean;
  /** The check before a card-scheme purchase is running (spec 000 §4). */
  readonly checking: boolean;
  /** A quotation refused the amount: shown beside it until the amount or the payment changes. */
  readonly inlineNotice: ErrorNotice | undefined;
  readonly confirm: ConfirmState<TradeQuotation>;
  readonly outcome: TradeOutcome | undefined;
}

/** Default native currency and coin (spec 000 §9). */
export const DEFAULT_FIAT = currencyCode('USD');
export const DEFAULT_COIN = currencyCode('BTC');

export const NO_SOURCES: PaymentSources = {
  savedCards: [],
  fiatWallets: [],
  coinWallets: [],
  applePay: { isSecureContext: false, canMakePayments: false },
  googlePay: { isChrome: false, isEdge: false, providerReady: false, scriptLoadFailed: false },
  weeklyLimits: { creditCard: undefined, applePay: undefined },
};

export const LOADING_PROFILE: BuyProfile = {
  nativeCurrency: DEFAULT_FIAT,
  config: { applePayEnabled: false, googlePayEnabled: false, creditCardEnabled: false },
  access: { blockedForEntity: new Set(), supportedOnWeb: new Set([DEFAULT_FIAT]), isInternalTester: false },
  isPrimeRegular: false,
  loading: true,
};

export const LOADING_FEES: FeeContext = { serverFees: [], waiver: undefined, subscribed: false, upsellEligible: false, upsellText: undefined, loading: true };

export const INITIAL_BUY_INPUTS: BuyInputs = {
  coins: [],
  coin: undefined,
  profile: LOADING_PROFILE,
  entry: 'source',
  amountText: '',
  rejection: undefined,
  rate: undefined,
  tab: 'cash',
  sources: NO_SOURCES,
  sourcesLoaded: false,
  chosen: { cash: undefined, crypto: undefined },
  transactable: undefined,
  fees: LOADING_FEES,
  editingCards: false,
  cardToDelete: undefined,
  deletingCard: false,
  cardDeleteFailed: false,
  checking: false,
  inlineNotice: undefined,
  confirm: { phase: 'closed' },
  outcome: undefined,
};
