import { type ApiResult, businessError } from '../../application/ports/api-error';
import type {
  FiatTransaction,
  PaymentAccounts,
  PaymentAccountsQuery,
  PaymentsPort,
  PaymentUsage,
  PaypalRegisterRequest,
  TopUpConfirmation,
  TopUpOrder,
  TopUpOrderRequest,
  TopUpOrderStatus,
} from '../../application/ports/payments-port';
import { checkAddDebitCard } from '../../domain/deposit/top-up-options';
import type { FiatLimits } from '../../domain/deposit/top-up-limits';
import { isPaypalApproved, type PaypalAccount } from '../../domain/deposit/paypal';
import { validateTopUpAmount } from '../../domain/deposit/top-up-limits';
import { topUpFee, topUpFeePercent } from '../../domain/deposit/top-up-quote';
import { type FiatLimitsType, isCardMethod, limitsTypeOf, type TopUpMethod } from '../../domain/deposit/top-up-method';
import { ErrorCode } from '../../domain/errors/error-codes';
import { ZERO } from '../../domain/money/decimal';
import type { AccountCard } from '../../domain/payment/saved-card';
import { mapResult } from '../http/map-result';
import type { FakeAccountAdapter } from './fake-account-adapter';
import { FakeCalls } from './fake-calls';
import { type FakeEntryInput, FakeFiatHistory } from './fake-fiat-history';
import { FakeTopUps } from './fake-top-ups';

export interface FakePaymentsOptions {
  readonly clock: () => number;
  /** The passcode confirms accept. */
  readonly passcode?: string;
  /** When given, completed top-ups credit its fiat wallet with the receivable amount. */
  readonly account?: FakeAccountAdapter;
  /** The limits a top-up order is checked against, the ones the deposits fake lists (the sandbox has one table); none: minimum 100. */
  readonly limits?: (type: FiatLimitsType) => FiatLimits | undefined;
  /** Card and Apple Pay spending so far this week and the weekly limit; no weekly limit without it. */
  readonly weekly?: { readonly spent: string; readonly limit: string };
}

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const fail = (code: string, meta: Record<string, unknown> = {}): ApiResult<never> => ({ ok: false, error: businessError(code, { meta }) });

/** Wrong passcodes a confirm takes before too_many_fail_attempts_error, as the sandbox counts them. */
const PASSCODE_ATTEMPTS = 5;

/**
 * In-memory cards, PayPal accounts and top-ups for tests, with the sandbox's rules taken from the
 * domain (fees, limits, weekly limit, debit card count, card states). The gateway's pages are test
 * controls: completeCardRegistration, completePaypalRegistration, finishAuthentication.
 */
export class FakePaymentsAdapter implements PaymentsPort {
  readonly calls = new FakeCalls<keyof PaymentsPort>();
  private readonly history: FakeFiatHistory;
  private readonly topUps: FakeTopUps;
  private cards: AccountCard[] = [];
  private paypal: PaypalAccount[] = [];
  private readonly tokens = new Set<string>();
  private pendingReplace: string | undefined;
  private passcodeFailures = 0;
  private counter = 0;

  constructor(private readonly options: FakePaymentsOptions) {
    this.history = new FakeFiatHistory(options.clock, options.account);
    this.topUps = new FakeTopUps(this.history, options.weekly);
  }

  /** The cash account transactions the top-ups and deposits recorded, oldest first. */
  get transactions(): readonly FiatTransaction[] {
    return this.history.transactions;
  }

  /** A deposit the server started (pull, reference): pending in the history until `settleDeposit`. */
  recordDeposit(input: Pick<FakeEntryInput, 'amount' | 'currency'>): FiatTransaction {
    return this.history.record(
      { kind: 'deposit', fee: ZERO, description: `Deposit to ${input.currency} wallet`, totalChargedAmount: undefined, sourceType: undefined, ...input },
      'pending',
    );
  }

  /** The rail settles a pending deposit: completed credits the wallet once, failed moves nothing. */
  settleDeposit(transactionId: string, status: 'completed' | 'failed' = 'completed'): FiatTransaction {
    return this.history.settle(transactionId, status);
  }

  setCards(cards: readonly AccountCard[]): this {
    this.cards = [...cards];
    return this;
  }

  setPaypalAccounts(accounts: readonly PaypalAccount[]): this {
    this.paypal = [...accounts];
    return this;
  }

  /** The card form succeeded with this card (replacing the card the registration named). */
  completeCardRegistration(card: AccountCard): void {
    this.cards = [...this.cards.filter((c) => c.id !== this.pendingReplace), card];
    this.pendingReplace = undefined;
  }

  completePaypalRegistration(account: PaypalAccount): void {
    this.paypal = [...this.paypal.filter((p) => p.id !== account.id), account];
  }

  /** The 3-D Secure page's outcome: success executes the order once, anything else fails it. */
  finishAuthentication(orderId: string, succeeded: boolean): void {
    this.topUps.finish(orderId, succeeded);
  }

  getPaymentAccounts(query: PaymentAccountsQuery): Promise<ApiResult<PaymentAccounts>> {
    return this.calls.run('getPaymentAccounts', [query], () =>
      ok({ cards: query.types.includes('card') ? this.cards : [], paypalAccounts: query.types.includes('pay_pal') ? this.paypal : [] }),
    );
  }

  getCardPaymentToken(userUuid: string): Promise<ApiResult<string>> {
    return this.calls.run('getCardPaymentToken', [userUuid], () => {
      const token = `token-${++this.counter}`;
      this.tokens.add(token);
      return ok(token);
    });
  }

  startCardRegistration(usage: PaymentUsage, replaceCardId?: string): Promise<ApiResult<{ readonly url: string }>> {
    return this.calls.run('startCardRegistration', [usage, replaceCardId], () => {
      const replaced = this.cards.find((c) => c.id === replaceCardId);
      if (replaceCardId !== undefined && replaced === undefined) return fail(ErrorCode.cardNotFound);
      const debitCards = this.cards.filter((c) => c.type === 'debit_card').length;
      if (usage === 'fiat_wallet_top_up' && replaced?.type !== 'debit_card' && !checkAddDebitCard(debitCards).ok)
        return fail(ErrorCode.topUpDebitCardLimitReached);
      this.pendingReplace = replaceCardId;
      return ok({ url: `https://gateway.fake/card_add/${++this.counter}` });
    });
  }

  deleteCard(cardId: string): Promise<ApiResult<void>> {
    return this.calls.run('deleteCard', [cardId], () => {
      const card = this.cards.find((c) => c.id === cardId);
      if (card === undefined) return fail(this.paypal.some((p) => p.id === cardId) ? ErrorCode.cardNotDeletable : ErrorCode.cardNotFound);
      if (card.type !== 'credit_card') return fail(ErrorCode.cardNotDeletable);
      this.cards = this.cards.filter((c) => c.id !== cardId);
      return ok(undefined);
    });
  }

  createTopUpOrder(request: TopUpOrderRequest): Promise<ApiResult<TopUpOrder>> {
    return this.calls.run('createTopUpOrder', [request], () => {
      const source = this.source(request);
      if (!source.ok) return source;
      const { method, card } = source.value;
      const amount = validateTopUpAmount(request.amount, this.options.limits?.(limitsTypeOf(method)), request.currency);
      if (!amount.ok) return fail(amount.error.code);
      const weekly = this.topUps.checkWeekly(method, request.amount);
      if (weekly !== undefined) return fail(weekly);
      const { fee, percent, receivable } = topUpFee(request.amount, topUpFeePercent(method), request.currency);
      return ok(
        this.topUps.add({
          amount: request.amount,
          currency: request.currency,
          card: card === undefined ? undefined : { brand: card.brand, maskedCardNumber: card.maskedCardNumber },
          feeAmount: fee,
          feePercentage: percent,
          paymentMethod: method,
          receivableAmount: receivable,
          googlePayParams: undefined,
        }),
      );
    });
  }

  confirmTopUp(orderId: string, passcode: string): Promise<ApiResult<TopUpConfirmation>> {
    return this.calls.run('confirmTopUp', [orderId, passcode], (): ApiResult<TopUpConfirmation> => {
      const entry = this.topUps.pending(orderId, (m) => isCardMethod(m) || m === 'paypal');
      if (!entry.ok) return entry;
      if (passcode !== (this.options.passcode ?? '123456')) {
        this.passcodeFailures += 1;
        const remaining = PASSCODE_ATTEMPTS - this.passcodeFailures;
        return remaining > 0 ? fail(ErrorCode.invalidPasscode, { remaining_number_of_attempts: remaining }) : fail(ErrorCode.tooManyFailAttempts);
      }
      this.passcodeFailures = 0;
      if (entry.value.order.paymentMethod !== 'paypal') return ok({ kind: 'authenticate', ...this.topUps.authenticate(entry.value) });
      return mapResult(this.topUps.execute(entry.value), (t) => ({ kind: 'completed', transactionId: t.id }));
    });
  }

  getTopUpOrder(orderId: string): Promise<ApiResult<TopUpOrderStatus>> {
    return this.calls.run('getTopUpOrder', [orderId], () => this.topUps.status(orderId));
  }

  submitApplePayToken(orderId: string, token: string): Promise<ApiResult<{ readonly url: string }>> {
    return this.calls.run('submitApplePayToken', [orderId, token], () => {
      const entry = this.topUps.pending(orderId, (m) => m === 'apple_pay');
      return entry.ok ? mapResult(this.topUps.execute(entry.value), (t) => ({ url: `/api/fiat_wallets/transactions/${t.id}` })) : entry;
    });
  }

  submitGooglePayToken(orderId: string, token: string): Promise<ApiResult<{ readonly url: string }>> {
    return this.calls.run('submitGooglePayToken', [orderId, token], () => {
      const entry = this.topUps.pending(orderId, (m) => m === 'google_pay');
      return entry.ok ? ok({ url: this.topUps.authenticate(entry.value).url }) : entry;
    });
  }

  getFiatTransaction(id: string): Promise<ApiResult<FiatTransaction>> {
    return this.calls.run('getFiatTransaction', [id], () => {
      const found = this.history.transactions.find((t) => t.id === id);
      return found === undefined ? fail(ErrorCode.fiatTransactionNotFound) : ok(found);
    });
  }

  getFiatTransactions(count = 1000): Promise<ApiResult<readonly FiatTransaction[]>> {
    return this.calls.run('getFiatTransactions', [count], () => ok([...this.history.transactions].reverse().slice(0, count)));
  }

  preparePaypalRegister(request: PaypalRegisterRequest): Promise<ApiResult<{ readonly url: string }>> {
    return this.calls.run('preparePaypalRegister', [request], () => {
      if (!this.tokens.delete(request.cardToken)) return fail(ErrorCode.invalidToken);
      return ok({ url: `https://gateway.fake/paypal/${++this.counter}` });
    });
  }

  private source(request: TopUpOrderRequest): ApiResult<{ method: TopUpMethod; card: AccountCard | undefined }> {
    if ('paymentMethod' in request.source) return ok({ method: request.source.paymentMethod, card: undefined });
    const { cardId } = request.source;
    const card = this.cards.find((c) => c.id === cardId);
    if (card?.status === 'expired') return fail(ErrorCode.paymentCardExpired);
    if (card?.status === 'rejected') return fail(ErrorCode.sgCreditCardNotSupported);
    if (card !== undefined) return ok({ method: card.type, card });
    const paypal = this.paypal.find((p) => p.id === cardId);
    if (paypal === undefined) return fail(ErrorCode.cardNotFound);
    return isPaypalApproved(paypal) ? ok({ method: 'paypal', card: undefined }) : fail(ErrorCode.paypalAccountNotApproved);
  }
}
