import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../application/ports/api-error';
import type { LockupPort } from '../../application/ports/lockup-port';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../../adapters/crypto/passcode-encryption';
import { HttpLockupAdapter } from '../../adapters/http/lockup-http-adapter';
import { DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';
import { LOCKUP_KIND, LOCKUP_TERM_DAYS } from '../../adapters/sandbox/exchange/rewards/lockups';
import { HOUSE } from '../../adapters/sandbox/exchange/ledger';
import { dec } from '../../domain/money/decimal';
import { fiatForCoins } from '../../domain/trade/conversion';
import { errorCode, expectError, expectOk } from '../support/api-result';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { buyWithCash } from '../support/sandbox-trades';
import { signInAs } from '../support/sign-in';
import { switchPersona } from '../support/switch-persona';

const DAY = 86_400_000;

describe('lockup contract: HttpLockupAdapter against the sandbox exchange (spec 001 §7 card reservations, mco lockup)', () => {
  let h: SandboxHarness;
  let lockups: HttpLockupAdapter;

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    lockups = new HttpLockupAdapter(h.get('http'), new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET }));
  });

  afterEach(() => h.stop());

  it('refuses every call without a signed-in session (unauthorized)', async () => {
    const calls: ((port: LockupPort) => Promise<ApiResult<unknown>>)[] = [
      (p) => p.reserveCard('ruby_steel'),
      (p) => p.previewLockup(dec('100'), 'crypto_wallet'),
      (p) => p.createLock('x', DEMO_PASSCODE),
      (p) => p.submitWalletToken('google_pay', 'x', 't'),
      (p) => p.submitWalletToken('apple_pay', 'x', 't'),
      (p) => p.getLockStatus('x'),
    ];
    for (const call of calls) expect(errorCode(await call(lockups))).toBe('unauthorized');
  });

  describe('reserveCard', () => {
    it('reserves one card of a known tier; a second reservation and an unknown tier are refused', async () => {
      await signInAs(h, 'alex');
      expect(errorCode(await lockups.reserveCard('gold'))).toBe('invalid_parameter');
      expect(expectOk(await lockups.reserveCard('ruby_steel'))).toMatchObject({ cardTier: 'ruby_steel', createdAt: h.time.now() });
      expect(errorCode(await lockups.reserveCard('obsidian'))).toBe('card_already_reserved');
    });
  });

  describe('previewLockup', () => {
    it('prices CRO in USD for 180 days', async () => {
      await signInAs(h, 'alex');
      const order = expectOk(await lockups.previewLockup(dec('1000'), 'apple_pay'));
      expect(order).toMatchObject({ currency: 'CRO', nativeCurrency: 'USD', termDays: LOCKUP_TERM_DAYS, paymentMethod: 'apple_pay' });
      expect(order.amount.toFixed()).toBe('1000');
      const cro = h.exchange.market.coin('CRO');
      if (cro === undefined) throw new Error('CRO is not listed');
      expect(order.nativeAmount.toFixed(2)).toBe(fiatForCoins(dec('1000'), h.exchange.market.priceAt(cro, h.time.now()), 2).toFixed(2));
      expect(order.unlockAt - h.time.now()).toBe(LOCKUP_TERM_DAYS * DAY);
    });

    it('refuses less than 100 CRO with the minimum', async () => {
      await signInAs(h, 'alex');
      expect(expectError(await lockups.previewLockup(dec('99.9'), 'crypto_wallet'))).toMatchObject({
        code: 'mco_lockup_below_minimum',
        meta: { minimum: '100', currency: 'CRO' },
      });
    });
  });

  describe('createLock and getLockStatus', () => {
    it("locks CRO from the customer's wallet at once, with a history entry", async () => {
      const alex = await signInAs(h, 'alex');
      buyWithCash(h.exchange, alex, 'CRO', '20');
      const house = h.exchange.context.ledger.balance(HOUSE, 'CRO');
      const order = expectOk(await lockups.previewLockup(dec('150'), 'crypto_wallet'));
      const { lock, payment } = expectOk(await lockups.createLock(order.orderId, DEMO_PASSCODE));
      expect(lock).toMatchObject({ orderId: order.orderId, status: 'locked', currency: 'CRO' });
      expect(payment?.status).toBe('succeeded');
      expect(h.exchange.context.ledger.balance(HOUSE, 'CRO').minus(house).toFixed()).toBe('150');
      expect(h.exchange.context.transactionsOf(alex).filter((t) => t.kind === LOCKUP_KIND)).toHaveLength(1);
      expect(expectOk(await lockups.getLockStatus(lock.id)).status).toBe('locked');
      expect(errorCode(await lockups.createLock(order.orderId, DEMO_PASSCODE))).toBe('reward_preview_already_used');
    });

    it('refuses a customer without the CRO (not_enough_balance) and a wrong passcode', async () => {
      await signInAs(h, 'alex');
      const order = expectOk(await lockups.previewLockup(dec('150'), 'crypto_wallet'));
      expect(errorCode(await lockups.createLock(order.orderId, '000000'))).toBe('invalid_passcode');
      expect(errorCode(await lockups.createLock(order.orderId, DEMO_PASSCODE))).toBe('not_enough_balance');
    });

    it('waits for a Google Pay token to lock, or fails on a declined one', async () => {
      await signInAs(h, 'alex');
      const first = expectOk(await lockups.createLock(expectOk(await lockups.previewLockup(dec('500'), 'google_pay')).orderId, DEMO_PASSCODE));
      expect(first.lock.status).toBe('pending_payment');
      expect(first.payment).toMatchObject({ status: 'pending', currency: 'USD' });
      expect(expectOk(await lockups.submitWalletToken('google_pay', first.payment?.id ?? '', 'gpay')).status).toBe('succeeded');
      expect(expectOk(await lockups.getLockStatus(first.lock.id)).status).toBe('locked');
      const second = expectOk(await lockups.createLock(expectOk(await lockups.previewLockup(dec('500'), 'apple_pay')).orderId, DEMO_PASSCODE));
      expect(expectOk(await lockups.submitWalletToken('apple_pay', second.payment?.id ?? '', 'declined')).status).toBe('failed');
      expect(expectOk(await lockups.getLockStatus(second.lock.id)).status).toBe('payment_failed');
    });

    it("refuses an unknown lock and another customer's lock (mco_lockup_not_found)", async () => {
      await signInAs(h, 'alex');
      const { lock } = expectOk(await lockups.createLock(expectOk(await lockups.previewLockup(dec('500'), 'apple_pay')).orderId, DEMO_PASSCODE));
      expect(errorCode(await lockups.getLockStatus('lock_nope'))).toBe('mco_lockup_not_found');
      await switchPersona(h, 'zoe');
      expect(errorCode(await lockups.getLockStatus(lock.id))).toBe('mco_lockup_not_found');
    });
  });
});
