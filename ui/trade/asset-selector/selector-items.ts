import type { SelectorBasket, SelectorCoin } from '../../../application/market/asset-selector-state';
import type { TradeAsset } from '../../../application/trade/trade-drawer-service';

/** One option of the selector's list. */
export type SelectorItem = { readonly kind: 'coin'; readonly coin: SelectorCoin } | { readonly kind: 'basket'; readonly basket: SelectorBasket };

export const coinItems = (coins: readonly SelectorCoin[]): readonly SelectorItem[] => coins.map((coin) => ({ kind: 'coin', coin }));
export const basketItems = (baskets: readonly SelectorBasket[]): readonly SelectorItem[] => baskets.map((basket) => ({ kind: 'basket', basket }));

/** What choosing an option hands to the form. */
export const assetOf = (item: SelectorItem): TradeAsset =>
  item.kind === 'coin' ? { kind: 'coin', symbol: item.coin.symbol } : { kind: 'basket', basketId: item.basket.id };

export const itemKey = (item: SelectorItem): string => (item.kind === 'coin' ? `coin:${item.coin.symbol}` : `basket:${item.basket.id}`);

/** The id of an option, for aria-activedescendant. */
export const optionId = (listId: string, index: number): string => `${listId}-option-${String(index)}`;
