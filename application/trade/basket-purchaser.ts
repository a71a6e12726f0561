import type { PaymentOption } from '../../domain/payment/payment-option';
import type { ApiResult } from '../ports/api-error';
import type { BasketPreviewQuote } from './basket-buy-state';
import type { BasketPayment } from './basket-purchase-settlement';

/** Pays for a basket preview by card, Apple Pay or Google Pay (spec 000 §4, §7 basket third-party trade). */
export interface BasketPurchaser {
  pay(preview: BasketPreviewQuote, payment: PaymentOption): Promise<ApiResult<BasketPayment>>;
}
