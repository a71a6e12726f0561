import type { RebalancingInterval } from '../../../../domain/basket/rebalancing-interval';

/** A constituent of a preset basket: relative share; optional ones are held only while the market lists the coin. */
export interface CatalogueCoin {
  readonly symbol: string;
  readonly share: string;
  readonly optional?: boolean;
}

/** A basket fee as the catalogue keeps it (spec 000 §3): a percentage, or a fixed amount in USD. */
export interface CatalogueFee {
  readonly type: 'amount' | 'percentage';
  readonly value: string;
}

/** One basket offer of the sandbox (spec 000 §3 Basket), JSON only. */
export interface CatalogueOffer {
  readonly id: string;
  readonly title: string;
  readonly label: string;
  readonly description: string;
  readonly origin: string;
  readonly categoryIds: readonly string[];
  readonly coins: readonly CatalogueCoin[];
  readonly fee: CatalogueFee;
  readonly stakeable: boolean;
  readonly delisted: boolean;
  readonly disabled: boolean;
  /** The interval the buy form suggests. */
  readonly defaultInterval: RebalancingInterval;
  /** USD minimums of this offer when they differ from the product config's. */
  readonly minimums?: BasketMinimumsConfig;
}

/** Spec 000 §3 product config crypto_basket: minimum trading and selling amounts in USD, with and without buffer. */
export interface BasketMinimumsConfig {
  readonly trading: { readonly plain: string; readonly withBuffer: string };
  readonly selling: { readonly plain: string; readonly withBuffer: string };
}

/** Choice: the sandbox's product config minimums; the buffer is 5 %. */
export const BASKET_MINIMUMS: BasketMinimumsConfig = {
  trading: { plain: '10.00', withBuffer: '10.50' },
  selling: { plain: '5.00', withBuffer: '5.25' },
};

/** Offers are priced and held in USD (spec 000 §3 base_currency). */
export const BASKET_BASE_CURRENCY = 'USD';

export const BASKET_CATEGORIES: readonly { readonly id: string; readonly name: string }[] = [
  { id: 'large_caps', name: 'Large caps' },
  { id: 'layer_1', name: 'Layer 1' },
  { id: 'defi', name: 'DeFi' },
  { id: 'themes', name: 'Themes' },
];

const offer = (o: Omit<CatalogueOffer, 'origin' | 'stakeable' | 'delisted' | 'disabled'> & Partial<CatalogueOffer>): CatalogueOffer => ({
  origin: 'preset',
  stakeable: false,
  delisted: false,
  disabled: false,
  ...o,
});

/**
 * The sandbox's basket offers: built from coins the market lists today (BTC, ETH, SOL, CRO) and,
 * where marked optional, from coins the market may list later. One is stakeable (not for buying),
 * one delisted, one disabled, and one is not of preset origin (never shown).
 */
export const BASKET_OFFERS: readonly CatalogueOffer[] = [
  offer({
    id: 'bsk_blue_chip',
    title: 'Blue Chip',
    label: 'Popular',
    description: 'The two largest coins by market value.',
    categoryIds: ['large_caps'],
    coins: [
      { symbol: 'BTC', share: '60' },
      { symbol: 'ETH', share: '40' },
    ],
    fee: { type: 'percentage', value: '1.00' },
    defaultInterval: 'monthly',
  }),
  offer({
    id: 'bsk_balanced_four',
    title: 'Balanced Four',
    label: 'Diversified',
    description: 'Equal parts of four established networks.',
    categoryIds: ['large_caps', 'layer_1'],
    coins: [
      { symbol: 'BTC', share: '25' },
      { symbol: 'ETH', share: '25' },
      { symbol: 'SOL', share: '25' },
      { symbol: 'CRO', share: '25' },
    ],
    fee: { type: 'percentage', value: '0.75' },
    defaultInterval: 'weekly',
  }),
  offer({
    id: 'bsk_layer_1',
    title: 'Layer 1 Leaders',
    label: 'Trending',
    description: 'Smart contract platforms and settlement layers.',
    categoryIds: ['layer_1'],
    coins: [
      { symbol: 'BTC', share: '30' },
      { symbol: 'ETH', share: '30' },
      { symbol: 'SOL', share: '25' },
      { symbol: 'ADA', share: '15', optional: true },
    ],
    fee: { type: 'percentage', value: '1.50' },
    defaultInterval: 'bi_weekly',
  }),
  offer({
    id: 'bsk_cronos',
    title: 'Cronos Ecosystem',
    label: 'New',
    description: 'Cronos with a slice of Ethereum.',
    categoryIds: ['themes'],
    coins: [
      { symbol: 'CRO', share: '85' },
      { symbol: 'ETH', share: '15' },
    ],
    fee: { type: 'amount', value: '0.99' },
    defaultInterval: 'weekly',
  }),
  offer({
    id: 'bsk_defi',
    title: 'DeFi Blue Chips',
    label: 'DeFi',
    description: 'Ethereum and the protocols built on it.',
    categoryIds: ['defi'],
    coins: [
      { symbol: 'ETH', share: '40' },
      { symbol: 'UNI', share: '20', optional: true },
      { symbol: 'AAVE', share: '20', optional: true },
      { symbol: 'LINK', share: '20', optional: true },
    ],
    fee: { type: 'percentage', value: '1.25' },
    defaultInterval: 'monthly',
    minimums: { trading: { plain: '25.00', withBuffer: '26.25' }, selling: { plain: '10.00', withBuffer: '10.50' } },
  }),
  offer({
    id: 'bsk_staked_eth',
    title: 'Staked Ether',
    label: 'Staking',
    description: 'Ether earning staking rewards.',
    categoryIds: ['defi'],
    coins: [{ symbol: 'ETH', share: '100' }],
    fee: { type: 'percentage', value: '0.50' },
    stakeable: true,
    defaultInterval: 'never',
  }),
  offer({
    id: 'bsk_legacy',
    title: 'Legacy Coins',
    label: 'Delisted',
    description: 'Early proof-of-work coins.',
    categoryIds: ['themes'],
    coins: [
      { symbol: 'BTC', share: '50' },
      { symbol: 'LTC', share: '25', optional: true },
      { symbol: 'BCH', share: '25', optional: true },
    ],
    fee: { type: 'percentage', value: '1.00' },
    delisted: true,
    defaultInterval: 'never',
  }),
  offer({
    id: 'bsk_solana_surge',
    title: 'Solana Surge',
    label: 'Paused',
    description: 'Solana with Cronos.',
    categoryIds: ['layer_1', 'themes'],
    coins: [
      { symbol: 'SOL', share: '80' },
      { symbol: 'CRO', share: '20' },
    ],
    fee: { type: 'amount', value: '1.49' },
    disabled: true,
    defaultInterval: 'weekly',
  }),
  offer({
    id: 'bsk_my_picks',
    title: 'My Picks',
    label: 'Custom',
    description: 'A basket a customer put together.',
    origin: 'custom',
    categoryIds: [],
    coins: [
      { symbol: 'BTC', share: '50' },
      { symbol: 'SOL', share: '50' },
    ],
    fee: { type: 'percentage', value: '1.00' },
    defaultInterval: 'never',
  }),
];

export const catalogueOffer = (id: string): CatalogueOffer | undefined => BASKET_OFFERS.find((o) => o.id === id);
