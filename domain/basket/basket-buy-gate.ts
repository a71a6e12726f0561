import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import type { Basket } from './basket';

export interface BasketDelisted {
  readonly code: typeof ErrorCode.basketDelisted;
  readonly basketId: string;
}

/** Spec 000 §4, §8: buying a delisted or disabled basket is blocked with the 'basket delisted' warning dialog. */
export function checkBasketBuyable(basket: Basket): Result<Basket, BasketDelisted> {
  return basket.delisted || basket.disabled ? err({ code: ErrorCode.basketDelisted, basketId: basket.id }) : ok(basket);
}
