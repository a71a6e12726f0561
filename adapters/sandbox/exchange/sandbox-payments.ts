import type { WeeklyLimits } from '../../../domain/payment/weekly-limits';
import type { AccountCard } from '../../../domain/payment/saved-card';
import { err } from '../../../domain/shared/result';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { PasscodeGuard } from './onboarding/passcode-guard';
import { type FiatWalletEntry, fiatWalletEntry, fiatWalletHistory } from './payments/fiat-wallet-history';
import type { StoredPaypalAccount, StoredTopUpOrder } from './payments/payments-slice';
import { PAYPAL_LINK, type PaypalDetailInput, PaypalAccounts } from './payments/paypal-accounts';
import { CARD_REGISTRATION, SavedCards } from './payments/saved-cards';
import { TOP_UP_PURPOSE, type TopUpOrderInput, TopUpOrders, type TopUpStep } from './payments/top-up-orders';
import { weeklyCardLimits } from './payments/weekly-card-usage';
import type { PersonaCard } from './personas';
import type { SandboxAccount, SandboxContext } from './sandbox-context';
import type { SandboxResult } from './sandbox-result';
import type { TransactionState } from './sandbox-state';

export interface PaymentAccountsView {
  readonly cards: readonly { readonly stored: PersonaCard; readonly view: AccountCard }[];
  readonly paypalAccounts: readonly StoredPaypalAccount[];
}

/** Saved cards and PayPal accounts, card registration, fiat-wallet top-ups, Apple Pay and Google Pay tokens. */
export class SandboxPayments {
  /** The customer's saved cards; trading and baskets read them from here. */
  readonly cards: SavedCards;
  private readonly paypal: PaypalAccounts;
  private readonly orders: TopUpOrders;
  private readonly passcodes: PasscodeGuard;

  constructor(readonly context: SandboxContext) {
    this.passcodes = new PasscodeGuard(context);
    this.cards = new SavedCards(context);
    this.paypal = new PaypalAccounts(context);
    this.orders = new TopUpOrders(context, { cards: this.cards, paypal: this.paypal });
    context.gateway.onComplete(CARD_REGISTRATION, (session, outcome, form) => this.cards.completeRegistration(session, outcome, form));
    context.gateway.onComplete(PAYPAL_LINK, (session, outcome) => this.paypal.completeRegistration(session, outcome));
    context.gateway.onComplete(TOP_UP_PURPOSE, (session, outcome) => this.orders.completeAuthentication(session, outcome));
  }

  /** Spec 001 §7: types card and pay_pal; every card is listed, expired and rejected ones marked. */
  paymentAccounts(account: SandboxAccount, types: readonly string[]): PaymentAccountsView {
    return {
      cards: types.includes('card') ? this.cards.cardsOf(account).map((stored) => ({ stored, view: this.cards.view(account, stored) })) : [],
      paypalAccounts: types.includes('pay_pal') ? this.paypal.accountsOf(account) : [],
    };
  }

  /** The customer's card and Apple Pay weekly limits (spec 000 §3), for the areas that show or check them. */
  weeklyLimits(account: SandboxAccount): WeeklyLimits {
    return weeklyCardLimits(this.context, account);
  }

  cardToken(account: SandboxAccount, userUuid: string): SandboxResult<string> {
    return this.paypal.issueToken(account, userUuid);
  }

  startCardRegistration(account: SandboxAccount, usage: string, replaceId: string | undefined): SandboxResult<string> {
    return this.cards.startRegistration(account, usage, replaceId);
  }

  destroyCard(account: SandboxAccount, id: string): SandboxResult<void> {
    return this.cards.destroy(account, id);
  }

  createTopUpOrder(account: SandboxAccount, input: TopUpOrderInput): SandboxResult<StoredTopUpOrder> {
    return this.orders.create(account, input);
  }

  /**
   * Spec 001 §5, §8: the confirm needs the account's passcode (encrypted on the wire; the handler
   * opens it). An unknown order is refused before the passcode is checked, so it costs no attempt.
   * Choice: the wrong passcode that locks the account answers too_many_fail_attempts_error (the
   * PayPal confirm closes on it), with the lock's meta.
   */
  confirmTopUp(account: SandboxAccount, orderId: string, passcode: string | undefined): SandboxResult<TopUpStep> {
    if (this.orders.find(account, orderId) === undefined) return err({ code: ErrorCode.topUpOrderNotFound });
    const wasLocked = account.state.lockedUntil !== undefined && this.context.now() < account.state.lockedUntil;
    const checked = this.passcodes.check(account, passcode);
    if (checked.ok) return this.orders.confirm(account, orderId);
    return !wasLocked && checked.error.code === ErrorCode.accountLocked ? err({ ...checked.error, code: ErrorCode.tooManyFailAttempts }) : checked;
  }

  applePayToken(account: SandboxAccount, orderId: string, token: string): SandboxResult<TransactionState> {
    return this.orders.applePay(account, orderId, token);
  }

  googlePayToken(account: SandboxAccount, orderId: string, token: string): SandboxResult<string> {
    return this.orders.googlePay(account, orderId, token);
  }

  topUpOrder(account: SandboxAccount, orderId: string): StoredTopUpOrder | undefined {
    return this.orders.find(account, orderId);
  }

  /** The saved card an order pays from, if it is one. */
  orderCard(account: SandboxAccount, order: StoredTopUpOrder): PersonaCard | undefined {
    return order.sourceId === undefined ? undefined : this.cards.find(account, order.sourceId);
  }

  fiatTransactions(account: SandboxAccount, count: number): readonly FiatWalletEntry[] {
    return fiatWalletHistory(this.context, account, count);
  }

  fiatTransaction(account: SandboxAccount, id: string): FiatWalletEntry | undefined {
    return fiatWalletEntry(this.context, account, id);
  }

  preparePaypalRegister(account: SandboxAccount, cardToken: string, usage: string, detail: PaypalDetailInput): SandboxResult<string> {
    return this.paypal.prepareRegister(account, cardToken, usage, detail);
  }
}
