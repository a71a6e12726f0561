import { isTradingBlockedByCoolingOff } from '../../../../domain/compliance/cooling-off';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { type Dec, Money } from '../../../../domain/money/decimal';
import { checkDailyTradingLimit, tradedToday, type TradeValue } from '../../../../domain/trade/daily-trading-limit';
import { err, ok } from '../../../../domain/shared/result';
import { checkWeeklyCardLimit } from '../payments/weekly-card-usage';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { TransactionState } from '../sandbox-state';
import { dailyTradingLimit } from './trading-seeds';
import { type SandboxQuote, type ThirdPartyMethod, tradingSlice } from './trading-slice';

/** History kinds the trading area records: one per trade. */
export const TRADE_KINDS: ReadonlySet<string> = new Set(['crypto_purchase', 'crypto_exchange', 'crypto_sell']);

/** The details key holding a trade's value in the native currency. */
export const NATIVE_VALUE = 'native_value';

/** Spec 000 §6, §8: UK customers in their cooling-off window cannot trade. */
export function checkCoolingOff(context: SandboxContext, account: SandboxAccount): SandboxResult<true> {
  return isTradingBlockedByCoolingOff(account.state.coolingOffEndsAt, context.now())
    ? err({ code: ErrorCode.coolingOffRestriction, meta: { cooling_off_ends_at: account.state.coolingOffEndsAt } })
    : ok(true);
}

const tradeValues = (transactions: readonly TransactionState[]): TradeValue[] =>
  transactions.flatMap((t) => {
    const value = t.details?.[NATIVE_VALUE];
    return TRADE_KINDS.has(t.kind) && t.status !== 'failed' && typeof value === 'string' ? [{ at: t.createdAt, value: new Money(value) }] : [];
  });

/** Spec 000 §8: the day's trades plus this one must stay within the customer's daily trading limit. */
export function checkDailyLimit(context: SandboxContext, account: SandboxAccount, nativeValue: Dec): SandboxResult<true> {
  const used = tradedToday(tradeValues(context.transactionsOf(account)), context.now());
  const checked = checkDailyTradingLimit(nativeValue, used, dailyTradingLimit(account));
  if (checked.ok) return ok(true);
  const currency = account.persona.nativeCurrency;
  return err({ code: checked.error.code, meta: { limit: checked.error.limit.toFixed(2), remaining: checked.error.remaining.toFixed(2), currency } });
}

/** Card-scheme purchases started but not settled yet: their charges are already promised. */
function pendingCharges(context: SandboxContext, account: SandboxAccount): Dec {
  const slice = tradingSlice(context);
  return Object.values(slice.purchases)
    .filter((p) => p.userUuid === account.uuid && (p.status === 'awaiting_token' || p.status === 'authenticating'))
    .reduce((sum, p) => sum.plus(new Money(slice.quotes[p.quoteId]?.fromAmount ?? '0')), new Money(0));
}

/**
 * Spec 000 §5, §9: a card or Apple Pay charge (Google Pay on the card's figures) must keep the
 * rolling 7-day spending within the weekly limit; purchases awaiting their payment page count too.
 */
export function checkTradeWeeklyLimit(context: SandboxContext, account: SandboxAccount, method: ThirdPartyMethod, charge: Dec): SandboxResult<true> {
  const checked = checkWeeklyCardLimit(context, account, method, charge.plus(pendingCharges(context, account)));
  return checked.ok ? ok(true) : checked;
}

/** Everything that may have changed between a quotation and its execution. */
export function checkBeforeExecution(context: SandboxContext, account: SandboxAccount, quote: SandboxQuote): SandboxResult<true> {
  const coolingOff = checkCoolingOff(context, account);
  if (!coolingOff.ok) return coolingOff;
  return checkDailyLimit(context, account, new Money(quote.nativeAmount));
}
