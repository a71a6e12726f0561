import { describe, expect, it } from 'vitest';
import { FakeLockupAdapter } from '../../../adapters/fake/fake-lockup-adapter';
import { dec } from '../../../domain/money/decimal';
import { errorCode, expectOk } from '../../support/api-result';

describe('FakeLockupAdapter', () => {
  it('locks at once from the wallet or after a token, and reserves one card', async () => {
    const fake = new FakeLockupAdapter({ clock: () => 0 });
    expect(errorCode(await fake.previewLockup(dec('99'), 'crypto_wallet'))).toBe('mco_lockup_below_minimum');
    const now = expectOk(await fake.createLock(expectOk(await fake.previewLockup(dec('100'), 'crypto_wallet')).orderId, '147258'));
    expect(now.lock.status).toBe('locked');
    const later = expectOk(await fake.createLock(expectOk(await fake.previewLockup(dec('100'), 'google_pay')).orderId, '147258'));
    expect(expectOk(await fake.submitWalletToken('google_pay', later.payment?.id ?? '', 'declined')).status).toBe('failed');
    expect(expectOk(await fake.getLockStatus(later.lock.id)).status).toBe('payment_failed');
    expectOk(await fake.reserveCard('ruby_steel'));
    expect(errorCode(await fake.reserveCard('ruby_steel'))).toBe('card_already_reserved');
  });
});
