import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../application/ports/api-error';
import { FakeBankLinkingAdapter } from '../../../adapters/fake/fake-bank-linking-adapter';
import { currencyCode } from '../../../domain/money/currency';

const USD = currencyCode('USD');
const code = (r: ApiResult<unknown>): string | undefined => (r.ok ? undefined : r.error.kind === 'business' ? r.error.code : r.error.kind);
function value<T>(r: ApiResult<T>): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const fake = () =>
  new FakeBankLinkingAdapter(() => 0)
    .addAccount({ id: 'a', bankName: 'A', maskedAccountIdentifier: '1', status: 'pending' })
    .addAccount({ id: 'b', bankName: 'B', maskedAccountIdentifier: '2', status: 'expired' })
    .addAccount({ id: 'c', bankName: 'C', maskedAccountIdentifier: '3', status: 'authenticated' }, 'pending_deposit_not_settled_error');

describe('FakeBankLinkingAdapter', () => {
  it('refuses to delete a pending account and one with an unsettled deposit, deletes the others', async () => {
    const banks = fake();
    expect(code(await banks.deleteBankAccount('a'))).toBe('bank_account_pending_not_deletable');
    expect(code(await banks.deleteBankAccount('c'))).toBe('pending_deposit_not_settled_error');
    expect((await banks.deleteBankAccount('b')).ok).toBe(true);
    expect(value(await banks.listBankAccounts({ currency: USD })).map((a) => a.id)).toEqual(['a', 'c']);
  });

  it('exchanges a public token once, only after the link completed, relinking the account it was made for', async () => {
    const banks = fake();
    const link = value(await banks.createLinkToken('b'));
    const linked = { plaidAccountId: 'acc-1', plaidPublicToken: link.linkToken.replace('link-', 'public-'), bankAccountId: 'b' };
    expect(code(await banks.exchangeLinkedBank(linked))).toBe('invalid_token');
    banks.completeLink(link.linkToken);
    expect(value(await banks.exchangeLinkedBank(linked)).status).toBe('authenticated');
    expect(code(await banks.exchangeLinkedBank(linked))).toBe('invalid_token');
  });

  it('links a new account from a fresh token and records opening durations and connections', async () => {
    const banks = fake();
    const publicToken = banks.completeLink(value(await banks.createLinkToken()).linkToken);
    expect(value(await banks.exchangeLinkedBank({ plaidAccountId: 'acc-9876', plaidPublicToken: publicToken })).maskedAccountIdentifier).toBe('•••• 9876');
    await banks.logLinkOpening(120);
    await banks.confirmOpenBankingConnection('fiat_deposit');
    expect([banks.openingDurations, banks.connections]).toEqual([[120], ['fiat_deposit']]);
    expect(code(await banks.getOpenBankingCredential(''))).toBe('invalid_parameter');
  });
});
