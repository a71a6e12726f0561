import type { RebalancingInterval } from '../../../../domain/basket/rebalancing-interval';
import { QUOTE_COUNTDOWN_SECONDS } from '../../../../domain/trade/quote-confirmation';

/** Spec 000 §9: basket previews expire like quotations, after 15 s. */
export const BASKET_PREVIEW_TTL_MS = QUOTE_COUNTDOWN_SECONDS * 1000;
/** Choice: what a customer may buy in baskets over a rolling 24 hours, in USD (exceed_user_daily_trading_limit). */
export const BASKET_DAILY_LIMIT_USD = '30000.00';
/** Choice: each constituent of a buy must be worth at least / at most this in USD (hit_min_threshold / hit_max_threshold). */
export const BASKET_COIN_MIN_USD = '2.00';
export const BASKET_COIN_MAX_USD = '10000.00';
/** Choice: a rebalancing runs for one minute, during which trades on the basket get rebalancing_is_in_progress. */
export const REBALANCING_DURATION_MS = 60_000;
/** Choice: a basket sale pays out two seconds after it is confirmed; then the sell-complete notification is pushed. */
export const SELL_SETTLEMENT_MS = 2_000;

/** Choice: a basket transfer reaches the customer's wallets 20 s after it is created (the client polls it every 15 s, spec 001 §9). */
export const TRANSFER_SETTLEMENT_MS = 20_000;

/** The ledger owner holding a basket instance's constituents: the books stay balanced and the customer's wallets untouched. */
export const basketOwner = (instanceId: string): string => `basket:${instanceId}`;

/** A basket a customer owns (spec 000 §3 Basket); its coins are in the ledger under basketOwner(id). */
export interface InstanceState {
  readonly id: string;
  readonly userUuid: string;
  readonly offerId: string;
  readonly createdAt: number;
  interval: RebalancingInterval;
  /** Epoch ms of the next rebalancing; null when none is scheduled. */
  nextRebalancingAt: number | null;
  /** Epoch ms until which a rebalancing is running; null when none is. */
  rebalancingUntil: number | null;
}

/** A coin amount as JSON. */
export interface CoinAmount {
  readonly symbol: string;
  readonly amount: string;
}

/** Coins as a history entry's detail: 'BTC:0.001,ETH:0.02'. */
export const coinsDetail = (coins: readonly CoinAmount[]): string => coins.map((c) => `${c.symbol}:${c.amount}`).join(',');

/** A fee as charged on a preview: the offer's (or the card's) fee and the amount it came to, in the preview's currency. */
export interface ChargedFee {
  readonly type: 'amount' | 'percentage';
  readonly value: string;
  readonly currency: string;
  readonly amount: string;
}

interface PreviewBase {
  readonly id: string;
  readonly userUuid: string;
  readonly offerId: string;
  /** The instance traded; null for a first buy (created when the buy executes). */
  readonly instanceId: string | null;
  readonly createdAt: number;
  readonly expiresAt: number;
  /** Set when the preview executes (or its card payment starts): it never executes twice. */
  used: boolean;
  /** The coins bought into, or taken out of, the basket. */
  readonly coins: readonly CoinAmount[];
}

export interface BuyPreviewState extends PreviewBase {
  readonly side: 'buy';
  readonly method: string;
  readonly currency: string;
  readonly cardId: string | null;
  /** What the customer pays, fees included. */
  readonly total: string;
  /** What buys coins: the total less the fees. */
  readonly net: string;
  readonly netUsd: string;
  readonly netNative: string;
  readonly totalUsd: string;
  /** Choice: the preview's rate is the payment currency's units per one USD (1 for USD). */
  readonly rate: string;
  readonly fees: readonly ChargedFee[];
  readonly interval: RebalancingInterval;
}

export interface SellPreviewState extends PreviewBase {
  readonly side: 'sell';
  readonly method: string;
  readonly currency: string;
  readonly percentage: string;
  /** The sell amount (spec 000 §5) before fees, in the payout currency. */
  readonly payout: string;
  readonly payoutUsd: string;
  readonly payoutNative: string;
  readonly total: string;
  readonly fees: readonly ChargedFee[];
}

export interface TransferPreviewState extends PreviewBase {
  readonly side: 'transfer';
  readonly percentage: string;
  readonly currency: string;
  readonly value: string;
}

export type PreviewState = BuyPreviewState | SellPreviewState | TransferPreviewState;

/** A card, Apple Pay or Google Pay purchase waiting for its gateway page. */
export interface PurchaseState {
  readonly id: string;
  readonly previewId: string;
  readonly userUuid: string;
  status: 'pending' | 'completed' | 'failed';
  transactionId: string | null;
  errorCode: string | null;
}

/** Spec 000 §4: the basket sell-complete notification (design: a list the client reads). */
export interface NotificationState {
  readonly id: string;
  readonly userUuid: string;
  readonly kind: 'basket_sell_completed';
  readonly instanceId: string;
  readonly transactionId: string;
  readonly createdAt: number;
  read: boolean;
}

/** A basket transfer created and not yet (or already) moved to the customer's wallets. */
export interface TransferState {
  readonly id: string;
  readonly userUuid: string;
  readonly instanceId: string;
  readonly offerId: string;
  readonly percentage: string;
  readonly coins: readonly CoinAmount[];
  readonly createdAt: number;
  status: 'processing' | 'completed' | 'failed';
  transactionIds: string[];
}

export interface BasketsSlice {
  readonly instances: Record<string, InstanceState>;
  readonly previews: Record<string, PreviewState>;
  readonly purchases: Record<string, PurchaseState>;
  readonly notifications: NotificationState[];
  /** Absent from a state saved before transfers settled later. */
  transfers?: Record<string, TransferState>;
  /** Offers delisted while the sandbox runs, on top of the catalogue's. */
  readonly delisted: Record<string, true>;
}
