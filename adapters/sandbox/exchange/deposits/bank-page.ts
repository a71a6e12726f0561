import type { SandboxAccount, SandboxContext } from '../sandbox-context';

export interface BankPage {
  readonly sessionId: string;
  readonly url: string;
}

/**
 * Opens a bank page on the gateway origin (a gateway session of kind bank_link) for the customer:
 * the bank-link flow (purpose bank_link) and deposit request authorisation (purpose deposit_request).
 */
export function openBankPage(
  context: SandboxContext,
  account: SandboxAccount,
  page: { readonly purpose: string; readonly messageSource: string; readonly payload: Readonly<Record<string, string>> },
): BankPage {
  const sessionId = context.nextId('gw');
  const url = context.gateway.open({ id: sessionId, kind: 'bank_link', accountUuid: account.uuid, createdAt: context.now(), ...page });
  return { sessionId, url };
}
