import { isPaypalApproved } from '../../../../domain/deposit/paypal';
import { type TopUpAmountError, validateTopUpAmount } from '../../../../domain/deposit/top-up-limits';
import { limitsTypeOf, type TopUpMethod, weeklyLimitMethodOf } from '../../../../domain/deposit/top-up-method';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { currencyCode } from '../../../../domain/money/currency';
import type { Dec } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxError, SandboxResult } from '../sandbox-result';
import type { PaypalAccounts } from './paypal-accounts';
import type { SavedCards } from './saved-cards';
import { topUpLimits } from './top-up-limits';
import { checkWeeklyCardLimit } from './weekly-card-usage';

/** What a top-up is paid from: a saved card or PayPal account (sourceId), or a device wallet. */
export interface ResolvedSource {
  readonly method: TopUpMethod;
  readonly sourceId: string | undefined;
}

/**
 * The top-up's payment source (spec 001 §5, §8): an expired card is refused with
 * payment_card_expired, a rejected Singapore-issued card with sg_credit_card_crypto_not_supported,
 * a PayPal account that is not approved with paypal_account_not_approved.
 */
export function resolveTopUpSource(
  sources: { readonly cards: SavedCards; readonly paypal: PaypalAccounts },
  account: SandboxAccount,
  cardId: string | undefined,
  paymentMethod: string | undefined,
): SandboxResult<ResolvedSource> {
  if (cardId !== undefined) {
    const card = sources.cards.find(account, cardId);
    if (card !== undefined) {
      const view = sources.cards.view(account, card);
      if (view.status === 'expired') return err({ code: ErrorCode.paymentCardExpired });
      if (view.status === 'rejected') return err({ code: ErrorCode.sgCreditCardNotSupported });
      return ok({ method: view.type, sourceId: card.id });
    }
    const paypal = sources.paypal.find(account, cardId);
    if (paypal === undefined) return err({ code: ErrorCode.cardNotFound });
    return isPaypalApproved(paypal) ? ok({ method: 'paypal', sourceId: paypal.id }) : err({ code: ErrorCode.paypalAccountNotApproved });
  }
  if (paymentMethod === 'apple_pay' || paymentMethod === 'google_pay') return ok({ method: paymentMethod, sourceId: undefined });
  return err({ code: ErrorCode.invalidParameter, message: 'credit_card_id or payment_method (apple_pay, google_pay) is required' });
}

const amountError = (error: TopUpAmountError): SandboxError => {
  switch (error.code) {
    case ErrorCode.topUpBelowMinimum:
      return { code: error.code, meta: { min: error.min.toFixed(), currency: error.currency } };
    case ErrorCode.topUpAboveMaximum:
      return { code: error.code, meta: { max: error.max.toFixed(), currency: error.currency } };
    case ErrorCode.topUpExceedsMonthlyLimit:
      return { code: error.code, meta: { used: error.used.toFixed(), max: error.max.toFixed(), currency: error.currency } };
    case ErrorCode.topUpAmountEmpty:
      return { code: error.code };
  }
};

/** The amount against the method's limits (spec 001 §5) and, for cards and device wallets, the weekly limit (spec 001 §7). */
export function checkTopUpAmount(context: SandboxContext, account: SandboxAccount, method: TopUpMethod, amount: Dec): SandboxResult<Dec> {
  const currency = currencyCode(account.persona.nativeCurrency);
  const limits = validateTopUpAmount(amount, topUpLimits(context, account, limitsTypeOf(method)), currency);
  if (!limits.ok) return err(amountError(limits.error));
  return checkTopUpWeeklyLimit(context, account, method, amount);
}

/** The weekly limit alone: checked again when the money moves, since several orders may wait at once. */
export function checkTopUpWeeklyLimit(context: SandboxContext, account: SandboxAccount, method: TopUpMethod, amount: Dec): SandboxResult<Dec> {
  const weeklyMethod = weeklyLimitMethodOf(method);
  return weeklyMethod === undefined ? ok(amount) : checkWeeklyCardLimit(context, account, weeklyMethod, amount);
}
