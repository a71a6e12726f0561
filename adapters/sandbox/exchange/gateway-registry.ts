/** Pages the sandbox payment gateway (another origin) shows for the exchange. */
export type GatewayKind = 'card_add' | 'three_ds' | 'paypal' | 'bank_link' | 'identity' | 'open_banking';

export type GatewayOutcome = 'succeeded' | 'failed' | 'cancelled';

export interface GatewaySession {
  readonly id: string;
  /** Which page the gateway shows. */
  readonly kind: GatewayKind;
  /** Which area applies the outcome (crypto_purchase, top_up, card_registration, paypal_link, bank_link...). */
  readonly purpose: string;
  /** The `source` value the page posts back with (TradingCryptoPurchase for purchases, paymentGateway for the card form). */
  readonly messageSource: string;
  readonly accountUuid: string;
  readonly createdAt: number;
  /** What the page shows and what the area needs back (amount, card, order id...). */
  readonly payload: Readonly<Record<string, string>>;
  status: 'pending' | GatewayOutcome;
}

export type GatewayHandler = (session: GatewaySession, outcome: GatewayOutcome, form: Readonly<Record<string, string>>) => void;

/**
 * Pending gateway sessions: an area opens one (card registration, 3-D Secure challenge, PayPal
 * authorisation, bank link) and hands the customer its URL; the gateway page completes it and the
 * area's handler for that kind applies the outcome. Sessions are JSON in the sandbox state;
 * handlers are registered by the areas at start-up.
 */
export class GatewayRegistry {
  private readonly handlers = new Map<string, GatewayHandler>();

  constructor(
    private readonly sessions: () => Record<string, GatewaySession>,
    private readonly origin: string,
    private readonly now: () => number,
  ) {}

  /** The area that opens sessions for `purpose` applies their outcomes here. */
  onComplete(purpose: string, handler: GatewayHandler): void {
    this.handlers.set(purpose, handler);
  }

  open(session: Omit<GatewaySession, 'status'>): string {
    this.sessions()[session.id] = { ...session, status: 'pending' };
    return this.url(session.kind, session.id);
  }

  /** Opens a 3-D Secure challenge for an account now, under `id`: the page's URL. */
  challenge(id: string, session: Pick<GatewaySession, 'purpose' | 'messageSource' | 'accountUuid' | 'payload'>): string {
    return this.open({ id, kind: 'three_ds', createdAt: this.now(), ...session });
  }

  url(kind: GatewayKind, id: string): string {
    return `${this.origin}/gateway/${kind}/${encodeURIComponent(id)}`;
  }

  find(id: string): GatewaySession | undefined {
    return this.sessions()[id];
  }

  /** Applies the outcome once; a session already completed stays as it was. */
  complete(id: string, outcome: GatewayOutcome, form: Readonly<Record<string, string>> = {}): GatewaySession | undefined {
    const session = this.sessions()[id];
    if (session?.status !== 'pending') return session;
    session.status = outcome;
    this.handlers.get(session.purpose)?.(session, outcome, form);
    return session;
  }
}
