import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { resolve } from '../../../adapters/wiring/container';
import { VirtualTime } from '../../support/virtual-time';

async function setUp(trusted: boolean) {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now });
  if (trusted) await world.fakes.session.registerDevice();
  const gate = resolve(world.container, 'prePurchaseCheck');
  return { ...world, time, gate, alert: () => world.services.notices.alert.getSnapshot() };
}

describe('PrePurchaseCheck (spec 000 §4, 001 §6)', () => {
  it('lets wallet purchases through without a call', async () => {
    const t = await setUp(false);
    expect(await t.gate.allows('fiat_wallet')).toBe(true);
    expect(await t.gate.allows('crypto_wallet')).toBe(true);
    expect(t.fakes.session.calls.count('isTrustedDevice')).toBe(0);
  });

  it('lets a card purchase through from a trusted device', async () => {
    const t = await setUp(true);
    expect(await t.gate.allows('credit_card')).toBe(true);
    expect(t.alert()).toBeUndefined();
  });

  it('a device the session does not trust is asked to verify', async () => {
    const t = await setUp(false);
    expect(await t.gate.allows('google_pay')).toBe(false);
    expect(t.alert()).toMatchObject({ code: 'device_not_trusted', action: 'dialog' });
  });

  it('a failed trust check blocks with the notice of its failure', async () => {
    const t = await setUp(true);
    t.fakes.session.calls.failNext('isTrustedDevice', { kind: 'network' });
    expect(await t.gate.allows('apple_pay')).toBe(false);
    expect(t.alert()).toMatchObject({ code: 'network_error' });
  });
});
