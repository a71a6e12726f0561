import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpBankLinkingAdapter } from '../../adapters/http/bank-linking-http-adapter';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../../adapters/crypto/passcode-encryption';
import { HttpDepositsAdapter } from '../../adapters/http/deposits-http-adapter';
import { DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';
import { BANK_LINK_STATUSES, bankLinkGroup } from '../../domain/deposit/bank-link-status';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { errorCode, expectError, expectOk } from '../support/api-result';
import { signInAs } from '../support/sign-in';

const USD = currencyCode('USD');
const PULL = 'us_ach_pull';

const sessionIdOf = (url: string): string => decodeURIComponent(url.split('/').pop() ?? '');

describe('bank linking contract: HttpBankLinkingAdapter against the sandbox (spec 001 §7 bank accounts and bank linking)', () => {
  let h: SandboxHarness;
  let banks: HttpBankLinkingAdapter;

  /** The public token and Plaid account the bank-link page hands back once it succeeded. */
  const linkPage = (url: string, outcome: 'succeeded' | 'failed' = 'succeeded') => {
    const session = h.exchange.context.gateway.complete(sessionIdOf(url), outcome);
    if (session === undefined) throw new Error('no gateway session');
    expect(session.kind).toBe('bank_link');
    return { plaidPublicToken: session.payload['public_token'] ?? '', plaidAccountId: session.payload['plaid_account_id'] ?? '' };
  };

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    banks = new HttpBankLinkingAdapter(h.get('http'));
  });
  afterEach(() => h.stop());

  it('lists bank accounts in every link status, filtered by pull network and currency', async () => {
    await signInAs(h, 'tess');
    const accounts = expectOk(await banks.listBankAccounts({ currency: USD, depositPullPaymentNetwork: PULL }));
    expect([...accounts.map((a) => a.status)].sort()).toEqual([...BANK_LINK_STATUSES].sort());
    expect(accounts.find((a) => a.id === 'ba_tess_chase')).toEqual({
      id: 'ba_tess_chase',
      bankName: 'Chase',
      maskedAccountIdentifier: '•••• 4444',
      currency: 'USD',
      status: 'authenticated',
    });
    expect(expectOk(await banks.listBankAccounts({ currency: currencyCode('EUR') }))).toEqual([]);
  });

  it('refuses the list without a session as unauthorized', async () => {
    expect(errorCode(await banks.listBankAccounts({ currency: USD }))).toBe('unauthorized');
  });

  it('gives review details, and an update of an escalated account authenticates it', async () => {
    await signInAs(h, 'tess');
    const review = expectOk(await banks.getReviewDetails('ba_tess_citi', USD, PULL));
    expect(review).toMatchObject({ accountHolderName: 'Tess Tester', accountType: 'checking', bankName: 'Citibank' });
    const updated = expectOk(await banks.updateBankAccount('ba_tess_citi', { accountHolderName: 'Tess Q. Tester', accountType: 'savings' }, USD, PULL));
    expect(updated.status).toBe('authenticated');
    expect(expectOk(await banks.getReviewDetails('ba_tess_citi', USD, PULL))).toMatchObject({ accountHolderName: 'Tess Q. Tester', accountType: 'savings' });
  });

  it('refuses review details of an unknown account and an update without a holder name', async () => {
    await signInAs(h, 'tess');
    expect(errorCode(await banks.getReviewDetails('ba_nobody', USD, PULL))).toBe('bank_account_not_found');
    expect(errorCode(await banks.updateBankAccount('ba_tess_citi', { accountHolderName: ' ', accountType: 'checking' }, USD, PULL))).toBe('invalid_parameter');
  });

  it('deletes an account; refuses a pending one, one with a pending withdrawal and one with an unsettled deposit (spec 001 §5, §8)', async () => {
    await signInAs(h, 'tess');
    expect(expectOk(await banks.deleteBankAccount('ba_tess_capone'))).toBeUndefined();
    expect(expectOk(await banks.listBankAccounts({ currency: USD })).map((a) => a.id)).not.toContain('ba_tess_capone');
    expect(errorCode(await banks.deleteBankAccount('ba_tess_boa'))).toBe('bank_account_pending_not_deletable');
    const withdrawal = await banks.deleteBankAccount('ba_tess_citi');
    expect(errorCode(withdrawal)).toBe('pending_withdrawal_not_settled_error');
    expect(expectError(withdrawal)).toMatchObject({
      l10n: { titleKey: 'pending_withdrawal_not_settled_error_title', messageKey: 'pending_withdrawal_not_settled_error' },
    });
    const deposits = new HttpDepositsAdapter(h.get('http'), new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET }));
    const order = expectOk(await deposits.createPullOrder({ amount: dec('50'), bankAccountId: 'ba_tess_chase', currency: USD, paymentNetwork: PULL }));
    expectOk(await deposits.confirmPullOrder(order.orderId, DEMO_PASSCODE));
    expect(errorCode(await banks.deleteBankAccount('ba_tess_chase'))).toBe('pending_deposit_not_settled_error');
    await h.time.advance(20_000);
    expect((await banks.deleteBankAccount('ba_tess_chase')).ok).toBe(true);
  });

  it('links a new account through the bank-link page, and the public token works once', async () => {
    await signInAs(h, 'zoe');
    const link = expectOk(await banks.createLinkToken());
    expect(link.hostedLinkUrl).toMatch(/\/gateway\/bank_link\//);
    expect(link.expiresAt).toBe(h.time.now() + 30 * 60_000);
    const handedBack = linkPage(link.hostedLinkUrl);
    const linked = expectOk(await banks.exchangeLinkedBank(handedBack));
    expect(linked).toMatchObject({ bankName: 'Sandbox Credit Union', currency: 'USD', status: 'authenticated' });
    expect(expectOk(await banks.listBankAccounts({ currency: USD, depositPullPaymentNetwork: PULL })).map((a) => a.id)).toEqual([linked.id]);
    expect(errorCode(await banks.exchangeLinkedBank(handedBack))).toBe('invalid_token');
  });

  it('relinks an expired account; a token whose page failed or did not finish is refused with invalid_token', async () => {
    await signInAs(h, 'alex');
    const pending = expectOk(await banks.createLinkToken('ba_alex_wells'));
    const early = h.exchange.context.gateway.find(sessionIdOf(pending.hostedLinkUrl))?.payload ?? {};
    const unfinished = { plaidPublicToken: early['public_token'] ?? '', plaidAccountId: early['plaid_account_id'] ?? '', bankAccountId: 'ba_alex_wells' };
    expect(errorCode(await banks.exchangeLinkedBank(unfinished))).toBe('invalid_token');
    const relinked = expectOk(await banks.exchangeLinkedBank({ ...linkPage(pending.hostedLinkUrl), bankAccountId: 'ba_alex_wells' }));
    expect(relinked).toMatchObject({ id: 'ba_alex_wells', status: 'authenticated' });
    expect(bankLinkGroup(relinked.status)).toBe('active');
    const failed = expectOk(await banks.createLinkToken());
    expect(errorCode(await banks.exchangeLinkedBank(linkPage(failed.hostedLinkUrl, 'failed')))).toBe('invalid_token');
    expect(errorCode(await banks.createLinkToken('ba_nobody'))).toBe('bank_account_not_found');
  });

  it('logs the bank-link opening duration in whole milliseconds (never negative), and unauthorized without a session', async () => {
    expect(errorCode(await banks.logLinkOpening(10))).toBe('unauthorized');
    const account = await signInAs(h, 'alex');
    expect((await banks.logLinkOpening(1234.4)).ok).toBe(true);
    expect((await banks.logLinkOpening(-1)).ok).toBe(true);
    const slice = h.exchange.context.slice<{ accounts: Record<string, { linkOpenings: number[] }> }>('deposits', () => ({ accounts: {} }));
    expect(slice.accounts[account.uuid]?.linkOpenings).toEqual([1234, 0]);
  });

  it('gives an open-banking credential and confirms a connection as an AED account; a missing trigger is invalid_parameter', async () => {
    await signInAs(h, 'tess');
    const credential = expectOk(await banks.getOpenBankingCredential('fiat_deposit'));
    expect(credential.token).toMatch(/^lean-fiat_deposit-/);
    expect(credential.customerId).toMatch(/^lean-cust-/);
    expect((await banks.confirmOpenBankingConnection('fiat_deposit')).ok).toBe(true);
    expect((await banks.confirmOpenBankingConnection('fiat_deposit')).ok).toBe(true);
    expect(expectOk(await banks.listBankAccounts({ currency: currencyCode('AED') })).map((a) => a.status)).toEqual(['authenticated']);
    expect(errorCode(await banks.getOpenBankingCredential(''))).toBe('invalid_parameter');
    expect(errorCode(await banks.confirmOpenBankingConnection(''))).toBe('invalid_parameter');
  });

  it('gives the USD checking account, none in another currency, and unauthorized without a session', async () => {
    expect(errorCode(await banks.getCheckingAccount(USD))).toBe('unauthorized');
    await signInAs(h, 'alex');
    expect(expectOk(await banks.getCheckingAccount(USD))).toMatchObject({ currency: 'USD', routingNumber: '084106768', accountHolderName: 'Alex Morgan' });
    expect(expectOk(await banks.getCheckingAccount(currencyCode('GBP')))).toBeUndefined();
  });
});
