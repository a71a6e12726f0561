/** The deposit methods the web client knows (spec 001 §2, "Deposit modal"). */
export const DEPOSIT_METHOD_IDS = [
  'aed_ipi',
  'au_npp',
  'br_pix',
  'br_ted',
  'ca_interac_etransfer',
  'ca_interac_request',
  'fiat_wallet_top_up',
  'paypal',
  'sepa',
  'sg_fast',
  'uk_fps',
  'usd_swift',
  'us_ach',
  'us_ach_pull',
  'us_wire_transfer',
] as const;
export type DepositMethodId = (typeof DEPOSIT_METHOD_IDS)[number];

const KNOWN: ReadonlySet<string> = new Set(DEPOSIT_METHOD_IDS);
export const isKnownDepositMethod = (id: string): id is DepositMethodId => KNOWN.has(id);

/** Bank transfer networks (spec 001 §9). */
export const BANK_TRANSFER_NETWORKS: readonly DepositMethodId[] = [
  'aed_ipi',
  'au_npp',
  'br_pix',
  'br_ted',
  'ca_interac_etransfer',
  'sepa',
  'sg_fast',
  'uk_fps',
  'us_ach',
  'usd_swift',
];

/** Which screen a method opens: card top-up, PayPal, bank-account pull, deposit request or manual bank info. */
export type DepositMethodKind = 'card_top_up' | 'paypal' | 'deposit_pull' | 'deposit_request' | 'manual';

/**
 * Choice: us_ach_pull is the deposit pull and ca_interac_request the deposit request (the one
 * request-to-pay network in the list); every other bank network shows manual bank info.
 */
export function depositMethodKind(id: DepositMethodId): DepositMethodKind {
  switch (id) {
    case 'fiat_wallet_top_up':
      return 'card_top_up';
    case 'paypal':
      return 'paypal';
    case 'us_ach_pull':
      return 'deposit_pull';
    case 'ca_interac_request':
      return 'deposit_request';
    default:
      return 'manual';
  }
}

/**
 * Spec 001 §6: internal testers get early access to the PayPal deposit, deposit pull and
 * deposit request networks; other users see them as visible but unsupported.
 * Choice: a network is early access by its kind (see depositMethodKind), not by a server flag.
 */
export const isEarlyAccessMethod = (id: DepositMethodId): boolean => {
  const kind = depositMethodKind(id);
  return kind === 'paypal' || kind === 'deposit_pull' || kind === 'deposit_request';
};

/** A method's title key: us_ach and us_wire_transfer are 'bank transfer', us_ach_pull 'instant deposit', the rest their id (spec 001 §2). */
export function depositMethodTitle(id: string): string {
  switch (id) {
    case 'us_ach':
    case 'us_wire_transfer':
      return 'bank_transfer';
    case 'us_ach_pull':
      return 'instant_deposit';
    default:
      return id;
  }
}
