import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../../adapters/crypto/passcode-encryption';
import { HttpDepositsAdapter } from '../../adapters/http/deposits-http-adapter';
import { EMAILS_PER_DAY } from '../../adapters/sandbox/exchange/deposits/manual-deposits';
import { pickDepositMethods } from '../../domain/deposit/deposit-method-picker';
import { currencyCode } from '../../domain/money/currency';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { errorCode, expectError, expectOk } from '../support/api-result';
import { signInAs } from '../support/sign-in';

const USD = currencyCode('USD');

describe('deposits contract: HttpDepositsAdapter against the sandbox (spec 001 §7 limits, overviews, manual deposits)', () => {
  let h: SandboxHarness;
  let deposits: HttpDepositsAdapter;

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    deposits = new HttpDepositsAdapter(h.get('http'), new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET }));
  });
  afterEach(() => h.stop());

  describe('lists and overviews', () => {
    it('lists the USD methods; the picker keeps the early-access ones only in the app for a regular customer', async () => {
      await signInAs(h, 'alex');
      const methods = expectOk(await deposits.getDepositMethods(USD));
      expect(methods.map((m) => m.id)).toEqual(['us_ach_pull', 'us_ach', 'us_wire_transfer', 'usd_swift', 'fiat_wallet_top_up', 'paypal']);
      const view = pickDepositMethods(methods, { isInternalTester: false });
      expect(view.kind === 'list' && view.disabled.map((d) => [d.id, d.label])).toEqual([
        ['us_ach_pull', 'only_in_app'],
        ['paypal', 'only_in_app'],
      ]);
      expect(expectOk(await deposits.getDepositMethods(currencyCode('JPY')))).toEqual([]);
    });

    it('refuses every read without a session as unauthorized', async () => {
      const reads = [
        deposits.getDepositMethods(USD),
        deposits.getAvailablePaymentNetworks(USD),
        deposits.getVibanCurrencies(),
        deposits.getWalletFeatures(USD),
      ];
      for (const read of await Promise.all([
        ...reads,
        deposits.getApplicationOverview(USD),
        deposits.getDepositRequestBanks(),
        deposits.getDepositRequestOverview(),
      ])) {
        expect(errorCode(read)).toBe('unauthorized');
      }
    });

    it('offers the early-access networks to an internal tester only (spec 001 §6)', async () => {
      await signInAs(h, 'alex');
      expect(expectOk(await deposits.getAvailablePaymentNetworks(USD)).deposits.map((d) => d.id)).not.toContain('us_ach_pull');
      h.stop();
      h = createSandboxHarness();
      h.start();
      deposits = new HttpDepositsAdapter(h.get('http'), new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET }));
      await signInAs(h, 'tess');
      const networks = expectOk(await deposits.getAvailablePaymentNetworks(USD));
      expect(networks.currency).toBe('USD');
      expect(networks.deposits).toContainEqual({ id: 'us_ach_pull', type: 'bank_pull' });
    });

    it('reports viban currencies, wallet features with outstanding balances, and the application overview', async () => {
      await signInAs(h, 'ed');
      expect(expectOk(await deposits.getVibanCurrencies())).toEqual([{ id: 'USD', can_deposit: true }]);
      expect(expectOk(await deposits.getWalletFeatures(USD))).toEqual({
        currency: 'USD',
        canDeposit: true,
        canWithdraw: true,
        outstandingBalanceMethods: ['us_ach_pull'],
      });
      const overview = expectOk(await deposits.getApplicationOverview(USD));
      expect(overview.bulletPoints).toHaveLength(3);
      expect(overview.title).toBe('fiat_wallet_overview_title_usd');
    });

    it('gives limits per type with the PayPal fee label, and refuses an unknown type with invalid_parameter', async () => {
      await signInAs(h, 'alex');
      const paypal = expectOk(await deposits.getLimits('paypal'));
      expect(paypal.minTransactionAmount?.toFixed(2)).toBe('25.00');
      expect(paypal.monthlyMaxAmount?.toFixed(2)).toBe('5000.00');
      expect(paypal.monthlyUsedAmount?.isZero()).toBe(true);
      expect(paypal.feeLabel).toEqual({ key: 'paypal_fee_label', payload: { fee_percentage: '1.99' } });
      expect(expectOk(await deposits.getLimits('credit_card')).feeLabel).toBeUndefined();
      expect(errorCode(await deposits.getLimits('bank' as 'paypal'))).toBe('invalid_parameter');
    });
  });

  describe('manual bank info and vendors', () => {
    const leadBank = { currency: USD, paymentNetwork: 'us_ach', vendorId: 'lead_bank' };

    it('shows a created vendor with bank details and an uncreated one without (spec 001 §3)', async () => {
      await signInAs(h, 'alex');
      const method = expectOk(await deposits.getManualDepositMethod(USD, 'us_ach'));
      expect(method.vendors.map((v) => [v.vendorId, v.state])).toEqual([
        ['evolve', 'created'],
        ['lead_bank', 'uncreated'],
        ['cross_river', 'uncreated'],
      ]);
      expect(method.vendors[0]?.bankDetails.map((d) => d.key)).toEqual([
        'account_holder_name',
        'account_number',
        'routing_number',
        'bank_name',
        'account_type',
      ]);
      expect(method.vendors[1]?.bankDetails).toEqual([]);
      expect(method.multiVendorExplainer).toBe('deposit_multi_vendor_explainer');
    });

    it('refuses manual bank info for a cash account not set up with restricted_feature', async () => {
      await signInAs(h, 'sam');
      expect(errorCode(await deposits.getManualDepositMethod(USD, 'us_ach'))).toBe('restricted_feature');
    });

    it('creates a vendor: pending with polling instructions, created after its delay in sandbox time', async () => {
      await signInAs(h, 'alex');
      expect(expectOk(await deposits.createVendor(leadBank))).toEqual({ state: 'pending', pollingFrequency: 1, pollingTimeout: 10 });
      expect(expectOk(await deposits.getVendorState(leadBank))).toBe('pending');
      await h.time.advance(2_999);
      expect(expectOk(await deposits.getVendorState(leadBank))).toBe('pending');
      await h.time.advance(1);
      expect(expectOk(await deposits.getVendorState(leadBank))).toBe('created');
      expect(expectOk(await deposits.createVendor(leadBank)).state).toBe('created');
      const method = expectOk(await deposits.getManualDepositMethod(USD, 'us_ach'));
      expect(method.vendors[1]?.bankDetails.length).toBeGreaterThan(0);
    });

    it('refuses a vendor the method does not have with invalid_parameter', async () => {
      await signInAs(h, 'alex');
      const unknown = { ...leadBank, vendorId: 'nobody' };
      expect(errorCode(await deposits.getVendorState(unknown))).toBe('invalid_parameter');
      expect(errorCode(await deposits.createVendor(unknown))).toBe('invalid_parameter');
    });

    it('emails bank details with a code, then keeps the cooldown from meta, then stops at the daily maximum', async () => {
      await signInAs(h, 'alex');
      const sent = expectOk(await deposits.emailBankInfo(USD, 'evolve', 'us_ach'));
      expect(sent.cooldownInSeconds).toBe(60);
      expect(sent.verificationCode).toMatch(/^\d{6}$/);
      await h.time.advance(20_000);
      const again = await deposits.emailBankInfo(USD, 'evolve', 'us_ach');
      expect(errorCode(again)).toBe('cooldown_period_has_not_passed');
      expect(expectError(again)).toMatchObject({ kind: 'business', meta: { cooldown_in_seconds: 40 } });
      for (let i = 1; i < EMAILS_PER_DAY; i++) {
        await h.time.advance(60_000);
        expect((await deposits.emailBankInfo(USD, 'evolve', 'us_ach')).ok).toBe(true);
      }
      await h.time.advance(60_000);
      expect(errorCode(await deposits.emailBankInfo(USD, 'evolve', 'us_ach'))).toBe('reached_maximum_attempts');
    });
  });

  describe('reference numbers', () => {
    it('matches an unmatched transfer once: pending, credited after 30 s, the same deposit when sent again', async () => {
      const account = await signInAs(h, 'alex');
      const before = h.exchange.context.ledger.balance(account.uuid, 'USD');
      expect(expectOk(await deposits.getReferenceOverview('us_ach'))).toEqual({ currentDepositQuota: 0, dailyQuota: 5, faqUrl: expect.any(String) });
      const receipt = expectOk(await deposits.submitReferenceNumber('us_ach', 'ACH20261122'));
      expect(receipt.status).toBe('pending');
      expect(receipt.amount.toFixed(2)).toBe('250.00');
      expect(expectOk(await deposits.submitReferenceNumber('us_ach', 'ACH20261122')).orderId).toBe(receipt.orderId);
      await h.time.advance(30_000);
      expect(expectOk(await deposits.getReferenceOverview('us_ach')).currentDepositQuota).toBe(1);
      expect(h.exchange.context.ledger.balance(account.uuid, 'USD').minus(before).toFixed(2)).toBe('250.00');
      expect(expectOk(await deposits.submitReferenceNumber('us_ach', 'ACH20261122')).status).toBe('completed');
      expect(
        h.exchange.context
          .transactionsOf(account)
          .filter((t) => t.kind === 'deposit')
          .map((t) => t.status),
      ).toEqual(['completed']);
    });

    it('refuses an unknown reference with a localized message and a short one with reference_number_too_short', async () => {
      await signInAs(h, 'alex');
      const unknown = await deposits.submitReferenceNumber('us_ach', 'NOPE12345');
      expect(errorCode(unknown)).toBe('reference_number_not_found');
      expect(expectError(unknown)).toMatchObject({ l10n: { messageKey: 'reference_number_not_found' } });
      expect(errorCode(await deposits.submitReferenceNumber('us_ach', 'SHORT'))).toBe('reference_number_too_short');
      expect(errorCode(await deposits.getReferenceOverview('paypal'))).toBe('invalid_parameter');
      expect(errorCode(await deposits.submitReferenceNumber('paypal', 'ACH20261122'))).toBe('invalid_parameter');
    });
  });
});
