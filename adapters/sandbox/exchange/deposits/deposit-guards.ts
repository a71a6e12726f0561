import { type DepositMethodId, isKnownDepositMethod } from '../../../../domain/deposit/deposit-method';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { currencyCode, type CurrencyCode } from '../../../../domain/money/currency';
import type { Dec } from '../../../../domain/money/decimal';
import { readFiatAmount } from '../../../../domain/money/amount-input';
import { err, ok } from '../../../../domain/shared/result';
import type { SandboxAccount } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { hasOutstandingBalance, isNetworkAvailable, networkCurrency, visibleMethods } from './method-catalog';

/**
 * Deposits go only into a cash account that is set up (state created, spec 001 §4 "Cash account
 * setup"). Choice: any other state is refused with restricted_feature naming fiat_deposit, which
 * opens the extra-verification view (spec 001 §8).
 */
export function requireDepositWallet(account: SandboxAccount, currency: string): SandboxResult<CurrencyCode> {
  if (account.state.fiatWallets[currency] !== 'created') return err({ code: ErrorCode.restrictedFeature, meta: { restricted_features: ['fiat_deposit'] } });
  return ok(currencyCode(currency));
}

/**
 * A deposit through `method` in `currency`: the method must be that currency's rail, listed for the
 * customer and available to them (early access for testers only), and carry no outstanding balance.
 */
export function requireNetwork(account: SandboxAccount, method: string, currency: string): SandboxResult<DepositMethodId> {
  if (!isKnownDepositMethod(method) || networkCurrency(method) !== currency) {
    return err({ code: ErrorCode.invalidParameter, message: `${method} is not a deposit network of ${currency}` });
  }
  if (hasOutstandingBalance(account, method)) return err({ code: ErrorCode.outstandingBalanceError });
  if (!visibleMethods(account, currency).includes(method) || !isNetworkAvailable(account, method)) return err({ code: ErrorCode.depositNetworkNotAvailable });
  return ok(method);
}

/** Wallet, network and amount of a new deposit order, in that order. */
export function checkDepositOrder(
  account: SandboxAccount,
  method: string,
  rawCurrency: string,
  rawAmount: unknown,
): SandboxResult<{ currency: CurrencyCode; amount: Dec }> {
  const currency = requireDepositWallet(account, rawCurrency);
  if (!currency.ok) return currency;
  const network = requireNetwork(account, method, currency.value);
  if (!network.ok) return network;
  const amount = readFiatAmount(rawAmount, currency.value);
  return amount.ok ? ok({ currency: currency.value, amount: amount.value }) : err(amount.error);
}
