import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountPort } from '../../application/ports/account-port';
import type { ApiResult } from '../../application/ports/api-error';
import { HttpAccountAdapter } from '../../adapters/http/account-http-adapter';
import { currencyCode } from '../../domain/money/currency';
import { errorCode, expectError, expectOk } from '../support/api-result';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { signInAs } from '../support/sign-in';
import { switchPersona } from '../support/switch-persona';

const USD = currencyCode('USD');

describe('account contract: HttpAccountAdapter against the sandbox exchange (spec 000 §7, 001 §7 account reads, Pay IDs)', () => {
  let h: SandboxHarness;
  let account: HttpAccountAdapter;

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    account = new HttpAccountAdapter(h.get('http'));
  });

  afterEach(() => h.stop());

  it('refuses every call without a signed-in session (401 -> unauthorized)', async () => {
    const calls: ((port: AccountPort) => Promise<ApiResult<unknown>>)[] = [
      (p) => p.getTotalBalance(),
      (p) => p.getWallets(),
      (p) => p.getAccountSummary(),
      (p) => p.getFiatAccount(),
      (p) => p.getPaymentCurrencies(),
      (p) => p.updatePaymentCurrency(USD),
      (p) => p.isPayIdEligible(),
      (p) => p.getPayId(),
      (p) => p.checkPayId('alex'),
      (p) => p.createPayId('alex'),
      (p) => p.updatePayIdCurrencies([USD]),
    ];
    for (const call of calls) expect(errorCode(await call(account))).toBe('unauthorized');
  });

  it('getTotalBalance and getWallets: the native total and the fiat and coin wallets', async () => {
    await signInAs(h, 'alex');
    const total = expectOk(await account.getTotalBalance());
    expect(total.currency).toBe('USD');
    expect(total.amount.greaterThan('10000')).toBe(true);
    const wallets = expectOk(await account.getWallets());
    expect(wallets.fiat).toEqual([{ currency: 'USD', amount: expect.anything(), state: 'created' }]);
    expect(wallets.fiat[0]?.amount.toFixed(2)).toBe('10000.00');
    expect(wallets.coins.map((c) => c.currency)).toEqual(['BTC', 'ETH']);
  });

  it('getAccountSummary: the native cash account and the cash accounts', async () => {
    await signInAs(h, 'oliver');
    const summary = expectOk(await account.getAccountSummary());
    expect(summary.total.currency).toBe('GBP');
    expect(summary.total.amount.toFixed(2)).toBe('4000.00');
    expect(summary.cashAccounts.map((w) => [w.currency, w.state])).toEqual([['GBP', 'created']]);
  });

  it('getFiatAccount: a set-up cash account, and one that still needs setup (sam)', async () => {
    await signInAs(h, 'alex');
    expect(expectOk(await account.getFiatAccount())).toMatchObject({ currency: 'USD', state: 'created', accountHolderName: 'Alex Morgan' });
    await switchPersona(h, 'sam');
    const sam = expectOk(await account.getFiatAccount());
    expect(sam.state).toBe('not_created');
    expect(sam.balance.toFixed(2)).toBe('0.00');
  });

  describe('payment currency', () => {
    it('starts as the native currency and changes to an offered one', async () => {
      await signInAs(h, 'harriet');
      expect(expectOk(await account.getPaymentCurrencies())).toEqual({ current: 'GBP', available: ['USD', 'EUR', 'GBP', 'SGD', 'AUD', 'CAD'] });
      expect(expectOk(await account.updatePaymentCurrency(currencyCode('EUR'))).current).toBe('EUR');
      expect(expectOk(await account.getPaymentCurrencies()).current).toBe('EUR');
    });

    it('refuses a currency that is not offered with payment_currency_not_supported', async () => {
      await signInAs(h, 'alex');
      expect(errorCode(await account.updatePaymentCurrency(currencyCode('JPY')))).toBe('payment_currency_not_supported');
    });
  });

  describe('Pay IDs', () => {
    it('a US customer is eligible, creates one, sees it and chooses its currencies', async () => {
      await signInAs(h, 'alex');
      expect(expectOk(await account.isPayIdEligible())).toBe(true);
      expect(errorCode(await account.getPayId())).toBe('pay_id_not_found');
      expect(expectOk(await account.checkPayId('Alex.Morgan'))).toEqual({ available: true, payString: 'alex.morgan$crypto.com' });
      const created = expectOk(await account.createPayId('Alex.Morgan'));
      expect(created).toEqual({ accountPart: 'alex.morgan', payString: 'alex.morgan$crypto.com', currencies: ['USD', 'BTC', 'ETH', 'SOL', 'CRO'] });
      expect(expectOk(await account.getPayId())).toEqual(created);
      const updated = expectOk(await account.updatePayIdCurrencies([currencyCode('BTC'), currencyCode('usd')]));
      expect(updated.currencies).toEqual(['BTC', 'USD']);
      expect(errorCode(await account.createPayId('another'))).toBe('pay_id_already_created');
    });

    it('refuses a malformed part, a reserved or taken one, and unknown currencies', async () => {
      await signInAs(h, 'alex');
      expect(expectError(await account.checkPayId('a$'))).toMatchObject({ code: 'pay_id_invalid', meta: { problem: 'too_short' } });
      expect(expectOk(await account.checkPayId('support')).available).toBe(false);
      expect(errorCode(await account.createPayId('support'))).toBe('pay_id_taken');
      expect(errorCode(await account.updatePayIdCurrencies([USD]))).toBe('pay_id_not_found');
      expectOk(await account.createPayId('alex'));
      expect(errorCode(await account.updatePayIdCurrencies([currencyCode('DOGE')]))).toBe('invalid_parameter');
      expect(errorCode(await account.updatePayIdCurrencies([]))).toBe('invalid_parameter');
      await switchPersona(h, 'priya');
      expect(expectOk(await account.checkPayId('alex')).available).toBe(false);
      expect(errorCode(await account.createPayId('alex'))).toBe('pay_id_taken');
    });

    it('a UK customer is not eligible (pay_id_not_eligible)', async () => {
      await signInAs(h, 'oliver');
      expect(expectOk(await account.isPayIdEligible())).toBe(false);
      expect(errorCode(await account.createPayId('oliver'))).toBe('pay_id_not_eligible');
    });
  });
});
