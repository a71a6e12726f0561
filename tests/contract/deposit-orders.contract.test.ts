import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../../adapters/crypto/passcode-encryption';
import { HttpDepositsAdapter } from '../../adapters/http/deposits-http-adapter';
import { routes } from '../../adapters/http/routes';
import { DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';
import { filterBanks } from '../../domain/deposit/bank-search';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { errorCode, expectError, expectOk } from '../support/api-result';
import { signInAs } from '../support/sign-in';

const USD = currencyCode('USD');
const CAD = currencyCode('CAD');
const PULL = 'us_ach_pull';

/** The gateway session a page URL names (`{origin}/gateway/{kind}/{id}`). */
const sessionIdOf = (url: string): string => decodeURIComponent(url.split('/').pop() ?? '');

describe('deposit orders contract: pulls and deposit requests against the sandbox (spec 001 §7 deposit orders)', () => {
  let h: SandboxHarness;
  let deposits: HttpDepositsAdapter;

  const signIn = async (persona: string) => {
    const account = await signInAs(h, persona);
    const balance = (currency = 'USD') => h.exchange.context.ledger.balance(account.uuid, currency);
    return { account, balance };
  };
  const pull = (amount: string, bankAccountId = 'ba_tess_chase') =>
    deposits.createPullOrder({ amount: dec(amount), bankAccountId, currency: USD, paymentNetwork: PULL });

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    deposits = new HttpDepositsAdapter(h.get('http'), new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET }));
  });
  afterEach(() => h.stop());

  describe('deposit pulls', () => {
    it('gives the pull overview with quotas, limits and the free fee label', async () => {
      await signIn('tess');
      const overview = expectOk(await deposits.getPullOverview(USD, PULL));
      expect(overview.remainingDailyCount).toBe(3);
      expect(overview.remainingDailyQuota.toFixed(2)).toBe('5000.00');
      expect(overview.minimumDepositAmount.toFixed(2)).toBe('10.00');
      expect(overview.maximumTransactionAmount.toFixed(2)).toBe('2500.00');
      expect(overview.feeLabel?.key).toBe('deposit_pull_fee_free');
      expect(overview.canAddBankAccount).toBe(true);
    });

    it('refuses the pull network to a customer without early access with deposit_network_not_available', async () => {
      await signIn('alex');
      expect(errorCode(await deposits.getPullOverview(USD, PULL))).toBe('deposit_network_not_available');
      expect(errorCode(await pull('100', 'ba_alex_chase'))).toBe('deposit_network_not_available');
    });

    it('creates an order with a confirm page, confirms it once with the encrypted passcode and credits the wallet after 20 s', async () => {
      const { account, balance } = await signIn('tess');
      const before = balance();
      const order = expectOk(await pull('150.5'));
      expect(order.pageContent[0]).toEqual({
        type: 'key_value_pairs',
        pairs: expect.arrayContaining([
          { key: 'deposit_pull_amount', value: '150.50 USD' },
          { key: 'deposit_pull_from', value: 'Chase •••• 4444' },
        ]),
      });
      const receipt = expectOk(await deposits.confirmPullOrder(order.orderId, DEMO_PASSCODE));
      expect(receipt).toMatchObject({ orderId: order.orderId, status: 'pending', currency: 'USD' });
      expect(receipt.amount.toFixed(2)).toBe('150.50');
      const transaction = h.exchange.context.transactionsOf(account).find((t) => t.id === receipt.transactionId);
      expect(transaction).toMatchObject({ kind: 'deposit', status: 'pending', toAmount: '150.50' });
      expect(expectOk(await deposits.confirmPullOrder(order.orderId, DEMO_PASSCODE)).orderId).toBe(order.orderId);
      await h.time.advance(19_999);
      expect(expectOk(await deposits.getPullOverview(USD, PULL)).usedDailyQuota.toFixed(2)).toBe('150.50');
      expect(balance().eq(before)).toBe(true);
      await h.time.advance(1);
      expect(expectOk(await deposits.confirmPullOrder(order.orderId, DEMO_PASSCODE)).status).toBe('completed');
      expect(balance().minus(before).toFixed(2)).toBe('150.50');
      expect(h.exchange.context.transactionsOf(account).filter((t) => t.kind === 'deposit')).toHaveLength(1);
    });

    it('sends the confirm signed, with the 50 s timeout of spec 001 §9', () => {
      expect(routes.confirmPullOrder).toMatchObject({ method: 'POST', signed: true, timeoutMs: 50_000 });
    });

    it('refuses amounts outside the pull policy with the domain code and a localized text', async () => {
      await signIn('tess');
      const below = await pull('5');
      expect(errorCode(below)).toBe('pull_deposit_below_minimum');
      expect(expectError(below)).toMatchObject({ l10n: { titleKey: 'deposit_pull_failed_title', messageKey: 'pull_deposit_below_minimum' } });
      expect(errorCode(await pull('2500.01'))).toBe('pull_deposit_above_maximum');
      expect(errorCode(await pull('1.234'))).toBe('invalid_parameter');
    });

    it('refuses a bank account that needs relinking with account_link_fail_error and an outstanding balance with its code', async () => {
      await signIn('tess');
      expect(errorCode(await pull('100', 'ba_tess_wells'))).toBe('account_link_fail_error');
      expect(errorCode(await pull('100', 'ba_nobody'))).toBe('bank_account_not_found');
      h.stop();
      h = createSandboxHarness();
      h.start();
      deposits = new HttpDepositsAdapter(h.get('http'), new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET }));
      await signIn('ed');
      expect(errorCode(await pull('100', 'ba_ed_chase'))).toBe('deposit_not_allow_with_outstanding_balance_error');
    });

    it('refuses a wrong passcode with the attempts left and moves nothing; a bank without the money gives insufficient_balance_error', async () => {
      const { balance } = await signIn('tess');
      const before = balance();
      const order = expectOk(await pull('100'));
      const wrong = await deposits.confirmPullOrder(order.orderId, '000000');
      expect(errorCode(wrong)).toBe('invalid_passcode');
      expect(expectError(wrong)).toMatchObject({ kind: 'business', meta: { remaining_number_of_attempts: 4 } });
      const poor = expectOk(await pull('500', 'ba_tess_ally'));
      expect(errorCode(await deposits.confirmPullOrder(poor.orderId, DEMO_PASSCODE))).toBe('insufficient_balance_error');
      expect(errorCode(await deposits.confirmPullOrder(poor.orderId, DEMO_PASSCODE))).toBe('deposit_order_closed');
      expect(errorCode(await deposits.confirmPullOrder('dpo_unknown', DEMO_PASSCODE))).toBe('deposit_order_not_found');
      await h.time.advance(60_000);
      expect((await deposits.getPullOverview(USD, PULL)).ok).toBe(true);
      expect(balance().eq(before)).toBe(true);
    });

    it('stops at the daily count: the fourth confirmed pull of a day is refused', async () => {
      await signIn('tess');
      for (let i = 0; i < 3; i++) {
        const order = expectOk(await pull('100'));
        expect((await deposits.confirmPullOrder(order.orderId, DEMO_PASSCODE)).ok).toBe(true);
      }
      expect(errorCode(await pull('100'))).toBe('pull_deposit_daily_count_reached');
    });
  });

  describe('deposit requests', () => {
    it('lists the banks (searchable with the domain filter) and the request overview', async () => {
      await signIn('tess');
      const banks = expectOk(await deposits.getDepositRequestBanks());
      expect(filterBanks(banks, 'BANK').map((b) => b.id)).toEqual(['rbc', 'scotiabank', 'bmo', 'national_bank']);
      const overview = expectOk(await deposits.getDepositRequestOverview());
      expect(overview).toMatchObject({
        currency: 'CAD',
        paymentNetwork: 'ca_interac_request',
        authoriseDescriptionKey: 'deposit_request_authorise_description',
      });
      expect(overview.feePercentage.toFixed(2)).toBe('0.50');
    });

    it('creates an order priced with the fee split, authorises it at the bank page and credits the receivable 10 s later', async () => {
      const { balance } = await signIn('tess');
      const order = expectOk(
        await deposits.createDepositRequestOrder({ amount: dec('1000'), currency: CAD, paymentNetwork: 'ca_interac_request', bankId: 'td' }),
      );
      expect([order.amount.toFixed(2), order.feeAmount.toFixed(2), order.receivableAmount.toFixed(2)]).toEqual(['1000.00', '5.00', '995.00']);
      expect(expectOk(await deposits.getDepositRequestOrder(order.id)).status).toBe('created');
      const authorisation = expectOk(await deposits.confirmDepositRequest(order.id, '/hub/home?deposit=CAD'));
      expect(authorisation.supportsRedirect).toBe(true);
      expect(authorisation.redirectUrl).toMatch(/^http:\/\/gateway\.sandbox\.test\/gateway\/bank_link\//);
      expect(expectOk(await deposits.confirmDepositRequest(order.id)).redirectUrl).toBe(authorisation.redirectUrl);
      expect(expectOk(await deposits.getDepositRequestOrder(order.id)).status).toBe('authorising');
      h.exchange.context.gateway.complete(sessionIdOf(authorisation.redirectUrl ?? ''), 'succeeded');
      const authorised = expectOk(await deposits.getDepositRequestOrder(order.id));
      expect(authorised).toMatchObject({ status: 'pending', currency: 'CAD' });
      expect(authorised.order.receivableAmount.toFixed(2)).toBe('995.00');
      expect(authorised.transactionId).toMatch(/^tx_/);
      await h.time.advance(10_000);
      expect(expectOk(await deposits.getDepositRequestOrder(order.id)).status).toBe('completed');
      expect(expectOk(await deposits.getDepositRequestOverview()).currency).toBe('CAD');
      expect(balance('CAD').toFixed(2)).toBe('995.00');
      expect(h.exchange.context.ledger.balance('house', 'CAD').toFixed(2)).toBe('5.00');
    });

    it('refuses a request without a CAD cash account with restricted_feature, and a cancelled authorisation closes the order', async () => {
      const { account, balance } = await signIn('tess');
      const request = { amount: dec('100'), currency: CAD, paymentNetwork: 'ca_interac_request', bankId: 'rbc' };
      account.state.fiatWallets['CAD'] = 'not_created';
      expect(errorCode(await deposits.createDepositRequestOrder(request))).toBe('restricted_feature');
      account.state.fiatWallets['CAD'] = 'created';
      const order = expectOk(await deposits.createDepositRequestOrder(request));
      const { redirectUrl } = expectOk(await deposits.confirmDepositRequest(order.id));
      h.exchange.context.gateway.complete(sessionIdOf(redirectUrl ?? ''), 'cancelled');
      expect(errorCode(await deposits.confirmDepositRequest(order.id))).toBe('deposit_order_closed');
      expect(errorCode(await deposits.confirmDepositRequest('drq_unknown'))).toBe('deposit_order_not_found');
      expect(expectOk(await deposits.getDepositRequestOrder(order.id)).status).toBe('failed');
      expect(errorCode(await deposits.getDepositRequestOrder('drq_unknown'))).toBe('deposit_order_not_found');
      const other = expectOk(await deposits.createDepositRequestOrder(request));
      expect(errorCode(await deposits.confirmDepositRequest(other.id, 'https://evil.test/'))).toBe('invalid_parameter');
      await h.time.advance(60_000);
      expect(expectOk(await deposits.getDepositRequestBanks()).length).toBeGreaterThan(0);
      expect(balance('CAD').isZero()).toBe(true);
    });
  });
});
