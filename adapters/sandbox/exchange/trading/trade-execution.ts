import { ErrorCode } from '../../../../domain/errors/error-codes';
import { Money } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import { EXTERNAL, HOUSE } from '../ledger';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { TransactionState } from '../sandbox-state';
import { checkBeforeExecution, NATIVE_VALUE } from './trade-gates';
import { isThirdPartyMethod, type SandboxQuote, tradingSlice } from './trading-slice';

/** The history kind of a trade: purchases with fiat or a card, coin-for-coin exchanges, sells to cash. */
const kindOf = (quote: SandboxQuote): string =>
  quote.method === 'crypto_wallet' ? 'crypto_exchange' : quote.side === 'sell' ? 'crypto_sell' : 'crypto_purchase';

/**
 * A quotation of the customer's that can still be executed: their own, of the kind the call
 * executes, unused and unexpired (spec 000 §4, §9).
 */
export function usableQuote(
  context: SandboxContext,
  account: SandboxAccount,
  id: string,
  accepts: (quote: SandboxQuote) => boolean,
): SandboxResult<SandboxQuote> {
  const quote = tradingSlice(context).quotes[id];
  if (quote === undefined || quote.userUuid !== account.uuid || !accepts(quote)) return err({ code: ErrorCode.quotationNotFound });
  if (quote.used) return err({ code: ErrorCode.quotationAlreadyUsed });
  if (context.now() >= quote.expiresAt) return err({ code: ErrorCode.quotationExpired });
  const allowed = checkBeforeExecution(context, account, quote);
  return allowed.ok ? ok(quote) : err(allowed.error);
}

/**
 * Moves the money of a quotation once and records it. Wallet trades move the customer's paid
 * currency to HOUSE and the received currency back; card-scheme purchases take the fiat from
 * EXTERNAL (the card scheme). The ledger refuses a customer overdraft: not_enough_balance.
 */
export function settleQuote(context: SandboxContext, account: SandboxAccount, quote: SandboxQuote): SandboxResult<TransactionState> {
  const payer = isThirdPartyMethod(quote.method) ? EXTERNAL : account.uuid;
  const moved = context.ledger.transfer([
    { from: payer, to: HOUSE, currency: quote.fromCurrency, amount: new Money(quote.fromAmount) },
    { from: HOUSE, to: account.uuid, currency: quote.toCurrency, amount: new Money(quote.toAmount) },
  ]);
  if (!moved.ok) return err({ code: ErrorCode.notEnoughBalance });
  quote.used = true;
  if (quote.side === 'buy') account.state.purchases += 1;
  const fees = new Money(quote.tradingFee.actual).plus(new Money(quote.processingFee));
  return ok(
    context.recordTransaction(account, {
      kind: kindOf(quote),
      side: quote.side,
      fromCurrency: quote.fromCurrency,
      fromAmount: quote.fromAmount,
      toCurrency: quote.toCurrency,
      toAmount: quote.toAmount,
      status: 'completed',
      ...(quote.side === 'buy' ? { isFirstPurchase: account.state.purchases === 1 } : {}),
      details: {
        payment_method: quote.method,
        fee: fees.toFixed(),
        fee_currency: quote.feeCurrency,
        trading_fee: quote.tradingFee.actual,
        processing_fee: quote.processingFee,
        rate: quote.rate,
        quotation_id: quote.id,
        [NATIVE_VALUE]: quote.nativeAmount,
        ...(quote.cardId === undefined ? {} : { card_id: quote.cardId }),
      },
    }),
  );
}
