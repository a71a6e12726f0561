/** The bank-link page's `source` (spec 001 §2: an account is added through the bank-link page). */
export const BANK_LINK_SOURCE = 'bankLink';

/**
 * What the bank-link page posts when it ends (as Plaid Link's onSuccess and onExit): success with
 * the public token and the account to exchange, or how it ended without one.
 */
export type BankLinkMessage =
  | { readonly status: 'success'; readonly publicToken: string; readonly accountId: string }
  | { readonly status: 'cancelled' | 'error' | 'timeout'; readonly errorCode: string | undefined };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The message, if it is the bank-link page's. Choice: a success without its token and account is
 * an error (nothing can be exchanged), and a status the client does not know counts as an error.
 */
export function parseBankLinkMessage(data: unknown): BankLinkMessage | undefined {
  if (!isRecord(data) || data.source !== BANK_LINK_SOURCE || typeof data.status !== 'string') return undefined;
  const errorCode = text(data.errorCode);
  if (data.status === 'success') {
    const publicToken = text(data.public_token);
    const accountId = text(data.account_id);
    return publicToken === undefined || accountId === undefined ? { status: 'error', errorCode } : { status: 'success', publicToken, accountId };
  }
  return { status: data.status === 'cancelled' || data.status === 'timeout' ? data.status : 'error', errorCode };
}
