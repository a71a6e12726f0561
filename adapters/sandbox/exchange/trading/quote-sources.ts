import { ErrorCode } from '../../../../domain/errors/error-codes';
import { type Dec, ZERO } from '../../../../domain/money/decimal';
import { type CoinFeatures, isPairSupported } from '../../../../domain/trade/pre-quote-check';
import { err, ok } from '../../../../domain/shared/result';
import { processingFeePercent } from '../fee-schedule';
import type { SavedCards } from '../payments/saved-cards';
import type { SandboxAccount } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { TradeCurrency } from './coin-terms';
import type { TradeMethod } from './trading-slice';

/** What a quotation request asks for, before it is priced. */
export interface QuoteRequest {
  readonly side: 'buy' | 'sell';
  readonly method: TradeMethod;
  readonly cardId?: string;
  readonly from: string;
  readonly to: string;
  readonly fixed: 'from' | 'to';
  readonly amount: unknown;
}

const unsupported = err({ code: ErrorCode.pairNotSupported });

/**
 * Whether the coin features allow the trade (spec 000 §3 features, §5 pre-quote): coin pairs need
 * exchange; a fiat-wallet sell needs exchange or viban_out. Choice: a fiat-wallet buy needs
 * viban_purchase and a card-scheme buy needs purchase.
 */
function featuresAllow(request: QuoteRequest, features: CoinFeatures, coinPair: boolean): boolean {
  if (coinPair) return isPairSupported(features, 'coin_wallet');
  if (request.side === 'sell') return isPairSupported(features, 'fiat_wallet');
  return request.method === 'fiat_wallet' ? features.vibanPurchase : features.purchase;
}

/**
 * The pair fits the method: a wallet buy pays fiat for a coin, a wallet sell the reverse, a crypto
 * wallet trades coin for coin either way, a card-scheme buy pays the native fiat for a coin.
 */
export function checkPairForMethod(request: QuoteRequest, account: SandboxAccount, from: TradeCurrency, to: TradeCurrency): SandboxResult<true> {
  const coinPair = from.kind === 'coin' && to.kind === 'coin';
  const shapeFits =
    request.method === 'crypto_wallet'
      ? coinPair
      : request.method === 'fiat_wallet'
        ? request.side === 'buy'
          ? from.kind === 'fiat' && to.kind === 'coin'
          : from.kind === 'coin' && to.kind === 'fiat'
        : request.side === 'buy' && from.symbol === account.persona.nativeCurrency && to.kind === 'coin';
  if (!shapeFits) return unsupported;
  const traded = [from, to].filter((c) => c.kind === 'coin');
  return traded.every((c) => c.kind === 'coin' && featuresAllow(request, c.features, coinPair)) ? ok(true) : unsupported;
}

/**
 * Where the money comes from and what it costs: a fiat wallet must be set up (else restricted_feature,
 * the verification flow of spec 000 §6); a saved card must exist, not be expired (spec 000 §5) and not
 * be a rejected Singapore-issued card (spec 000 §8). Answers the card processing fee percentage.
 */
export function checkSource(request: QuoteRequest, account: SandboxAccount, cards: SavedCards): SandboxResult<Dec> {
  switch (request.method) {
    case 'fiat_wallet': {
      const fiat = request.side === 'buy' ? request.from : request.to;
      const state = account.state.fiatWallets[fiat];
      if (state === undefined) return unsupported;
      return state === 'created' ? ok(ZERO) : err({ code: ErrorCode.restrictedFeature, meta: { feature: 'fiat_wallet' } });
    }
    case 'crypto_wallet':
      return ok(ZERO);
    case 'apple_pay':
    case 'google_pay':
      return ok(processingFeePercent(request.method));
    case 'credit_card': {
      const card = request.cardId === undefined ? undefined : cards.find(account, request.cardId);
      if (card === undefined) return err({ code: ErrorCode.cardNotFound });
      const view = cards.view(account, card);
      if (view.status === 'expired') return err({ code: ErrorCode.paymentCardExpired });
      if (view.status === 'rejected') return err({ code: ErrorCode.sgCreditCardNotSupported });
      return ok(processingFeePercent(view.type === 'debit_card' ? 'debit_card' : 'credit_card'));
    }
  }
}
