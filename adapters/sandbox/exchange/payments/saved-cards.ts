import { checkAddDebitCard } from '../../../../domain/deposit/top-up-options';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { currencyCode } from '../../../../domain/money/currency';
import { isCardExpired, parseCardExpiry } from '../../../../domain/payment/card-expiry';
import type { AccountCard } from '../../../../domain/payment/saved-card';
import { err, ok } from '../../../../domain/shared/result';
import type { GatewayOutcome, GatewaySession } from '../gateway-registry';
import type { PersonaCard } from '../personas';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import { PAYLOAD_KEYS } from '../../gateway/gateway-message';
import { cardFromForm } from './card-form';
import { paymentsSlice } from './payments-slice';

export const CARD_REGISTRATION = 'card_registration';
export const PAYMENT_USAGES: ReadonlySet<string> = new Set(['crypto_purchase', 'fiat_wallet_top_up']);

/** The masked number the exchange shows for a card. */
export const maskedNumber = (card: PersonaCard): string => `**** **** **** ${card.last4}`;

/**
 * Saved cards: the persona's cards minus the deleted ones plus the cards registered through the
 * gateway's card form (spec 001 §4 "Card form dialog", §5, §7).
 */
export class SavedCards {
  constructor(private readonly context: SandboxContext) {}

  cardsOf(account: SandboxAccount): readonly PersonaCard[] {
    const slice = paymentsSlice(this.context);
    const removed = new Set(slice.removedCards[account.uuid] ?? []);
    return [...account.persona.cards.filter((c) => !removed.has(c.id)), ...(slice.addedCards[account.uuid] ?? [])];
  }

  find(account: SandboxAccount, id: string): PersonaCard | undefined {
    return this.cardsOf(account).find((c) => c.id === id);
  }

  /** The card as the client sees it: expired by the sandbox clock, rejected when Singapore-issued. */
  view(account: SandboxAccount, card: PersonaCard): AccountCard {
    const expiry = parseCardExpiry(card.expiry);
    const expired = expiry === undefined || isCardExpired(expiry, this.context.now());
    return {
      id: card.id,
      brand: card.brand,
      maskedCardNumber: maskedNumber(card),
      type: card.kind === 'debit' ? 'debit_card' : 'credit_card',
      currency: currencyCode(account.persona.nativeCurrency),
      ...(expired ? { status: 'expired' as const } : card.rejectedInSingapore === true ? { status: 'rejected' as const } : {}),
    };
  }

  /**
   * Opens the gateway's card form. Choice: top-up registers a debit card (the options' Add debit
   * card entry, at most 5), a purchase a credit card; a Singapore account's cards are refused by
   * the form with pgw__sg_cc_not_supported_4_add_card (the session payload's declineCode).
   */
  startRegistration(account: SandboxAccount, usage: string, replaceId: string | undefined): SandboxResult<string> {
    if (!PAYMENT_USAGES.has(usage)) return err({ code: ErrorCode.invalidParameter, message: 'usage must be crypto_purchase or fiat_wallet_top_up' });
    const replaced = replaceId === undefined ? undefined : this.find(account, replaceId);
    if (replaceId !== undefined && replaced === undefined) return err({ code: ErrorCode.cardNotFound });
    const kind = usage === 'fiat_wallet_top_up' ? 'debit' : 'credit';
    const limit = this.checkDebitLimit(account, kind, replaced);
    if (!limit.ok) return limit;
    const id = this.context.nextId('cardform');
    const refusal: Record<string, string> = account.persona.countryCode === 'SG' ? { [PAYLOAD_KEYS.declineCode]: ErrorCode.sgCardNotSupportedToAddCard } : {};
    return ok(
      this.context.gateway.open({
        id,
        kind: 'card_add',
        purpose: CARD_REGISTRATION,
        messageSource: 'paymentGateway',
        accountUuid: account.uuid,
        createdAt: this.context.now(),
        payload: { usage, card_kind: kind, ...(replaceId === undefined ? {} : { replace_credit_card_id: replaceId }), ...refusal },
      }),
    );
  }

  /** Spec 001 §5: in edit mode only credit cards can be deleted. */
  destroy(account: SandboxAccount, id: string): SandboxResult<void> {
    const card = this.find(account, id);
    if (card === undefined) {
      const paypal = paymentsSlice(this.context).paypalAccounts[account.uuid]?.some((p) => p.id === id) === true;
      return err({ code: paypal ? ErrorCode.cardNotDeletable : ErrorCode.cardNotFound });
    }
    if (card.kind !== 'credit') return err({ code: ErrorCode.cardNotDeletable });
    this.remove(account, id);
    return ok(undefined);
  }

  private checkDebitLimit(account: SandboxAccount, kind: 'credit' | 'debit', replaced: PersonaCard | undefined): SandboxResult<true> {
    if (kind !== 'debit' || replaced?.kind === 'debit') return ok(true);
    return checkAddDebitCard(this.cardsOf(account).filter((c) => c.kind === 'debit').length);
  }

  private remove(account: SandboxAccount, id: string): void {
    const slice = paymentsSlice(this.context);
    const added = slice.addedCards[account.uuid] ?? [];
    if (added.some((c) => c.id === id)) slice.addedCards[account.uuid] = added.filter((c) => c.id !== id);
    else (slice.removedCards[account.uuid] ??= []).push(id);
  }

  /** The card form's outcome (gateway purpose card_registration): a valid card is saved, replacing the named one; anything else saves nothing. */
  completeRegistration(session: GatewaySession, outcome: GatewayOutcome, form: Readonly<Record<string, string>>): void {
    const account = this.context.account(session.accountUuid);
    if (outcome !== 'succeeded' || account === undefined) return;
    const kind = session.payload['card_kind'] === 'debit' ? 'debit' : 'credit';
    const card = cardFromForm(form, kind, this.context.nextId('card'), this.context.now());
    const replaceId = session.payload['replace_credit_card_id'];
    const replaced = replaceId === undefined ? undefined : this.find(account, replaceId);
    const refused = session.payload[PAYLOAD_KEYS.declineCode] !== undefined || card === undefined || (replaceId !== undefined && replaced === undefined);
    if (refused || !this.checkDebitLimit(account, kind, replaced).ok) {
      session.status = 'failed';
      return;
    }
    if (replaceId !== undefined) this.remove(account, replaceId);
    (paymentsSlice(this.context).addedCards[account.uuid] ??= []).push(card);
  }
}
