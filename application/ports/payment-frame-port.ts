import type { Observable } from 'rxjs';
import { BANK_LINK_SOURCE, type BankLinkMessage, parseBankLinkMessage } from '../../domain/deposit/bank-link-message';
import { type CardFrameMessage, parseCardFrameMessage } from '../../domain/deposit/card-form-result';
import {
  PAYPAL_LOGIN_SOURCE,
  PAYPAL_REGISTER_SOURCE,
  parsePaypalLoginMessage,
  parsePaypalRegisterMessage,
  type PaypalLoginMessage,
  type PaypalRegisterMessage,
} from '../../domain/deposit/paypal-messages';
import { parseTradeFrameMessage, TRADE_FRAME_SOURCE, type TradeFrameMessage } from '../../domain/deposit/trade-card-frame';

/** Which frame messages a listener wants: those whose `source` is `source` and that `parse` accepts. */
export interface FrameChannel<T> {
  readonly source: string;
  readonly parse: (data: unknown) => T | undefined;
}

/** The purchase frame's results (spec 000 §4: source TradingCryptoPurchase). */
export const TRADE_FRAME_CHANNEL: FrameChannel<TradeFrameMessage> = { source: TRADE_FRAME_SOURCE, parse: parseTradeFrameMessage };

const CARD_FORM_SOURCE: CardFrameMessage['source'] = 'paymentGateway';

/** The card form's results (spec 001 §4 "Card form dialog": source paymentGateway). */
export const CARD_FORM_CHANNEL: FrameChannel<CardFrameMessage> = { source: CARD_FORM_SOURCE, parse: parseCardFrameMessage };

/**
 * The card top-up's 3-D Secure page results: the payment gateway's page, so the same source and
 * body as the card form (spec 001 §8, "Top-up iframe": a gateway status).
 */
export const TOP_UP_FRAME_CHANNEL: FrameChannel<CardFrameMessage> = CARD_FORM_CHANNEL;

/**
 * Results posted by the third-party payment pages the app shows in a frame or popup (3-D Secure,
 * card form, PayPal, bank link). Only messages from the configured payment gateway origin with
 * the channel's source and a well-formed body get through; everything else is ignored.
 */
export interface PaymentFramePort {
  /** Every accepted message while subscribed; unsubscribing removes the listener. */
  messages<T>(channel: FrameChannel<T>): Observable<T>;
  /** The first accepted message; aborting `signal` removes the listener and rejects with an AbortError. */
  next<T>(channel: FrameChannel<T>, signal?: AbortSignal): Promise<T>;
}

/** PayPal's sign-in window (a popup on the gateway's origin) posts with source paypalLogin. */
export const PAYPAL_LOGIN_CHANNEL: FrameChannel<PaypalLoginMessage> = { source: PAYPAL_LOGIN_SOURCE, parse: parsePaypalLoginMessage };

/** The PayPal registering page in the payment frame (spec 001 §4: paypalAccountStatus). */
export const PAYPAL_REGISTER_CHANNEL: FrameChannel<PaypalRegisterMessage> = { source: PAYPAL_REGISTER_SOURCE, parse: parsePaypalRegisterMessage };

/** The bank-link page in the payment frame (spec 001 §2: an account is added through the bank link). */
export const BANK_LINK_CHANNEL: FrameChannel<BankLinkMessage> = { source: BANK_LINK_SOURCE, parse: parseBankLinkMessage };
