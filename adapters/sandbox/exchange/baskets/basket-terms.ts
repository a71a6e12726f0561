import type { Basket } from '../../../../domain/basket/basket';
import { basketFeeAmount, type BasketFee } from '../../../../domain/basket/basket-fee';
import type { BasketMinimums } from '../../../../domain/basket/basket-minimums';
import { currencyCode, fiatFractionDigits } from '../../../../domain/money/currency';
import { type Dec, Money, ZERO } from '../../../../domain/money/decimal';
import { BASKET_MINIMUMS, type CatalogueOffer } from './basket-catalogue';
import type { ChargedFee } from './basket-slice';
import type { BasketView } from './basket-views';

/** The offer's minimums as the domain reads them (product config crypto_basket, spec 000 §3). */
export function offerMinimums(offer: CatalogueOffer): BasketMinimums {
  const config = offer.minimums ?? BASKET_MINIMUMS;
  const read = (m: { plain: string; withBuffer: string }) => ({ plain: new Money(m.plain), withBuffer: new Money(m.withBuffer) });
  return { trading: read(config.trading), selling: read(config.selling) };
}

/**
 * The offer's fee in a currency: a percentage as it is; a fixed USD fee converted at `nativePerUsd`
 * (basketFeeAmount rounds it up to the currency's decimals).
 */
export function offerFee(offer: CatalogueOffer, currency: string, nativePerUsd: Dec): BasketFee {
  const value = offer.fee.type === 'percentage' ? new Money(offer.fee.value) : new Money(offer.fee.value).times(nativePerUsd);
  return { type: offer.fee.type, value, currency: currencyCode(currency) };
}

/** Fees charged on an amount (spec 000 §5), each rounded up to the currency's decimals. */
export function chargeFees(fees: readonly BasketFee[], amount: Dec): readonly ChargedFee[] {
  const decimals = (fee: BasketFee) => fiatFractionDigits(fee.currency);
  return fees.map((fee) => ({
    type: fee.type,
    value: fee.value.toFixed(),
    currency: fee.currency,
    amount: basketFeeAmount(fee, amount, decimals(fee)).toFixed(decimals(fee)),
  }));
}

export const totalFees = (fees: readonly ChargedFee[]): Dec => fees.reduce((sum, f) => sum.plus(f.amount), ZERO);

/** The domain's view of a sandbox basket, for the domain's buy rules. */
export const domainBasket = (view: BasketView): Basket => ({
  id: view.id,
  offerId: view.offerId,
  title: view.title,
  coins: view.coins.map((c) => c.symbol),
  balance: view.balance,
  baseCurrency: currencyCode(view.baseCurrency),
  stakeable: view.stakeable,
  origin: view.origin,
  rebalancingInterval: view.interval,
  nextRebalancingAt: view.nextRebalancingAt ?? undefined,
  delisted: view.delisted,
  disabled: view.disabled,
});
