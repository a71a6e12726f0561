import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakeKycAdapter } from '../../../adapters/fake/fake-kyc-adapter';
import { pollSetupResult$ } from '../../../application/kyc/setup-result-poll';
import { businessError } from '../../../application/ports/api-error';
import { VirtualTime } from '../../support/virtual-time';

const REQUEST = { triggeredBy: 'fiat_wallet_setup', sectionId: 'review' };
const POLLING = { ok: true, value: { result: { type: 'polling' } } } as const;
const SUCCESS = { ok: true, value: { result: { type: 'success' } } } as const;

/** A customer who has just submitted the last section: the verification answers polling three times, then success. */
function submitted() {
  return new FakeKycAdapter().script('pollResult', POLLING, POLLING, POLLING, SUCCESS);
}

describe('pollSetupResult$: the result polling on the shared poll helper (spec 001 §4)', () => {
  it('polls at interval_millis until the answer is no longer polling: success after the verification time', async () => {
    const time = new VirtualTime();
    const kyc = submitted();
    const emissions = lastValueFrom(pollSetupResult$(kyc, REQUEST, { maxAttempts: 10, intervalMillis: 1000 }, time.scheduler).pipe(toArray()));
    await time.advance(5_000);
    const all = await emissions;
    expect(all.filter((e) => e.kind === 'value')).toHaveLength(4);
    expect(all.at(-1)).toEqual({ kind: 'done', outcome: { kind: 'success', value: { ok: true, value: { result: { type: 'success' } } } } });
  });

  it('expires after max_attempts while still polling', async () => {
    const time = new VirtualTime();
    const kyc = submitted();
    const done = lastValueFrom(pollSetupResult$(kyc, REQUEST, { maxAttempts: 2, intervalMillis: 500 }, time.scheduler));
    await time.advance(1_000);
    expect(await done).toMatchObject({ kind: 'done', outcome: { kind: 'expired' } });
    expect(kyc.calls.count('pollResult')).toBe(2);
  });

  it('ends on a refused call with it as the answer', async () => {
    const time = new VirtualTime();
    const kyc = submitted();
    kyc.calls.failNext('pollResult', businessError('invalid_parameter'));
    const first = await firstValueFrom(pollSetupResult$(kyc, REQUEST, { maxAttempts: 10, intervalMillis: 1000 }, time.scheduler));
    expect(first).toEqual({ kind: 'value', value: { ok: false, error: businessError('invalid_parameter') } });
  });

  it('is aborted by unsubscribing: no fetch starts afterwards', async () => {
    const time = new VirtualTime();
    const kyc = submitted();
    const subscription = pollSetupResult$(kyc, REQUEST, { maxAttempts: 10, intervalMillis: 1000 }, time.scheduler).subscribe();
    await time.advance(1_500);
    const fetched = kyc.calls.count('pollResult');
    subscription.unsubscribe();
    await time.advance(10_000);
    expect(fetched).toBe(2);
    expect(kyc.calls.count('pollResult')).toBe(fetched);
  });
});
