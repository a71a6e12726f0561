import { ErrorCode } from '../../../domain/errors/error-codes';

/** The confirmations a session can hold open: one per kind of trade, as the app has one dialog per flow. */
export type TradeKind = 'buy' | 'sell' | 'basket_buy' | 'basket_sell';

/** What the confirmation of a kind shows now. */
export type ShownQuote =
  | { readonly kind: 'closed' }
  /** The countdown reached zero: the quote shown is being replaced. */
  | { readonly kind: 'refreshing' }
  | { readonly kind: 'open'; readonly id: string; readonly submitting: boolean };

type QuoteStatus = 'open' | 'expired' | 'used';

export type QuoteLookup =
  | { readonly ok: true; readonly kind: TradeKind }
  | { readonly ok: false; readonly code: typeof ErrorCode.quotationExpired | typeof ErrorCode.quotationAlreadyUsed | typeof ErrorCode.quotationNotFound };

/**
 * Every quote this session showed, and whether it can still be confirmed. Choices (issue 6
 * `confirm --quote`): only the quote a confirmation shows now can be confirmed, as in the app; a
 * quote replaced by the 15-second refresh, or whose confirmation closed (cancelled, replaced by a
 * new quote of the same kind, refresh failed), is expired (quotation_expired); one whose
 * confirmation was sent, whatever came of it, is used (quotation_already_used); an id this
 * session never showed is unknown (quotation_not_found).
 */
export class QuoteLedger {
  private readonly quotes = new Map<string, { readonly kind: TradeKind; status: QuoteStatus }>();

  /** Follows what the confirmation of `kind` shows. */
  shown(kind: TradeKind, shown: ShownQuote): void {
    const current = shown.kind === 'open' ? shown.id : undefined;
    for (const [id, quote] of this.quotes) {
      if (quote.kind === kind && quote.status === 'open' && id !== current) quote.status = 'expired';
    }
    if (shown.kind !== 'open') return;
    const quote = this.quotes.get(shown.id);
    if (quote === undefined) this.quotes.set(shown.id, { kind, status: shown.submitting ? 'used' : 'open' });
    else if (shown.submitting) quote.status = 'used';
  }

  lookup(id: string): QuoteLookup {
    const quote = this.quotes.get(id);
    if (quote === undefined) return { ok: false, code: ErrorCode.quotationNotFound };
    switch (quote.status) {
      case 'open':
        return { ok: true, kind: quote.kind };
      case 'expired':
        return { ok: false, code: ErrorCode.quotationExpired };
      case 'used':
        return { ok: false, code: ErrorCode.quotationAlreadyUsed };
    }
  }

  /** Another customer signed in: nothing shown before is theirs. */
  forget(): void {
    this.quotes.clear();
  }
}
