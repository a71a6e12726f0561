import { describe, expect, it } from 'vitest';
import { depositSettlement, watchSettlement } from '../../../application/deposit/settlement-watch';
import { FakePaymentsAdapter } from '../../../adapters/fake/fake-payments-adapter';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { VirtualTime } from '../../support/virtual-time';

function setup() {
  const time = new VirtualTime();
  const payments = new FakePaymentsAdapter({ clock: time.now });
  const deposit = payments.recordDeposit({ amount: dec('75.50'), currency: currencyCode('USD') });
  return { time, payments, deposit };
}

describe('watchSettlement (spec 001 §9 polling every 1000 ms)', () => {
  it('without a wait it keeps the spec defaults: 20 fetches a second apart, then pending', async () => {
    const { time, payments, deposit } = setup();
    const watching = watchSettlement(payments, time.scheduler, deposit.id);
    await time.advance(30_000);
    expect(await watching).toMatchObject({ ok: true, value: { status: 'pending', transaction: { id: deposit.id } } });
    expect(payments.calls.count('getFiatTransaction')).toBe(20);
  });

  it('ends at the first fetch that sees it settled or failed', async () => {
    const { time, payments, deposit } = setup();
    const watching = watchSettlement(payments, time.scheduler, deposit.id, 60_000);
    await time.advance(4_000);
    payments.settleDeposit(deposit.id, 'failed');
    await time.advance(1_000);
    expect(await watching).toMatchObject({ ok: true, value: { status: 'failed' } });
    expect(payments.calls.count('getFiatTransaction')).toBe(6);
  });

  it('a refused fetch ends the watch with its error', async () => {
    const { time, payments, deposit } = setup();
    payments.calls.failNext('getFiatTransaction', { kind: 'timeout' });
    expect(await watchSettlement(payments, time.scheduler, deposit.id, 60_000)).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it("as a deposit step: the settlement, or a refused fetch as the deposit's API failure", async () => {
    const { time, payments, deposit } = setup();
    payments.settleDeposit(deposit.id);
    expect(await depositSettlement({ payments, scheduler: time.scheduler }, deposit.id, 60_000)).toMatchObject({ ok: true, value: { status: 'settled' } });
    payments.calls.failNext('getFiatTransaction', { kind: 'timeout' });
    expect(await depositSettlement({ payments, scheduler: time.scheduler }, deposit.id, 60_000)).toEqual({
      ok: false,
      error: { kind: 'api', error: { kind: 'timeout' } },
    });
  });
});
