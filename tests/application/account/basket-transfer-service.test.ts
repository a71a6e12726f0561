import { afterEach, describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { BASKET_TRANSFER_POLL_MS } from '../../../application/shared/poll';
import { FAKE_TRANSFER_SETTLEMENT_MS } from '../../../adapters/fake/fake-baskets-book';
import { createSellFixture } from '../../support/sell-fixture';

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

/** Signed in with the Blue Chip basket (737.50 USD), the account data read and the transfer opened on it. */
async function opened(small = false) {
  const f = createSellFixture({ basket: !small });
  const basketId = small ? f.fakes.baskets.own('blue_chip', { BTC: '0.0002', ETH: '0.002' }) : f.basketId;
  stops.push(await f.start());
  await f.services.balances.refresh();
  const transfer = f.services.basketTransfer;
  transfer.open(basketId ?? '');
  const state = () => transfer.state.getSnapshot();
  return { ...f, transfer, state };
}

describe('BasketTransferService (spec 001 §4, §5, §7, §9)', () => {
  it('takes integer portions of at most 3 digits up to 100, refusing anything else and keeping the value; 0 cannot transfer', async () => {
    const { transfer, state } = await opened();
    expect(state()).toMatchObject({ step: 'form', text: '' });
    transfer.type('5');
    transfer.type('50');
    expect(state()).toMatchObject({ text: '50', rejection: undefined, check: { portion: '50' } });
    expect(state().check.amount?.toFixed()).toBe('368.75');
    transfer.type('50.');
    expect(state()).toMatchObject({ text: '50', rejection: 'invalid_character' });
    transfer.type('101');
    expect(state()).toMatchObject({ text: '50', rejection: 'above_maximum' });
    transfer.type('0100');
    expect(state()).toMatchObject({ text: '50', rejection: 'too_many_digits' });
    transfer.type('0');
    expect(state().check.portion).toBeUndefined();
    await transfer.review();
    expect(state().step).toBe('form');
  });

  it('a portion worth no more than the selling minimum (5.25 USD) is the below-minimum error, before any preview', async () => {
    const { transfer, state, fakes } = await opened(true);
    expect(state().basket?.balance.toFixed()).toBe('15');
    transfer.type('35');
    expect(state().check.amount?.toFixed()).toBe('5.25');
    expect(state().check.error?.minimum.toFixed()).toBe('5.25');
    await transfer.review();
    expect(state().step).toBe('form');
    expect(fakes.baskets.calls.count('previewTransfer')).toBe(0);
    transfer.type('36');
    expect(state().check.error).toBeUndefined();
    await transfer.review();
    expect(state().step).toBe('review');
  });

  it('previews, confirms once with the signed create call, polls every 15 s until complete, then shows the summary and moves money', async () => {
    const { transfer, state, fakes, services, time } = await opened();
    const moved: string[] = [];
    services.moneyEvents.moved$.subscribe((m) => moved.push(m));
    transfer.type('25');
    await transfer.review();
    expect(state().step).toBe('review');
    expect(state().preview?.coins.map((c) => [c.symbol, c.amount.toFixed()])).toEqual([
      ['BTC', '0.00225'],
      ['ETH', '0.02875'],
    ]);
    const confirming = transfer.confirm();
    void transfer.confirm();
    await confirming;
    expect(fakes.baskets.calls.count('createTransfer')).toBe(1);
    expect(state()).toMatchObject({ step: 'processing', transfer: { status: 'processing' } });
    await time.advance(BASKET_TRANSFER_POLL_MS);
    await time.until(() => fakes.baskets.calls.count('getTransfer') === 1);
    expect(state().step).toBe('processing');
    expect(FAKE_TRANSFER_SETTLEMENT_MS).toBeLessThan(2 * BASKET_TRANSFER_POLL_MS);
    await time.advance(BASKET_TRANSFER_POLL_MS);
    await time.until(() => state().step === 'done');
    expect(state().transfer?.status).toBe('completed');
    expect(moved).toEqual(['basket_transfer']);
    await time.advance(BASKET_TRANSFER_POLL_MS * 3);
    expect(fakes.baskets.calls.count('getTransfer')).toBe(2);
  });

  it('a failed create shows the failure; retry previews the same portion again and can succeed', async () => {
    const { transfer, state, fakes } = await opened();
    transfer.type('40');
    await transfer.review();
    fakes.baskets.calls.failNext('createTransfer', businessError('quotation_expired'));
    await transfer.confirm();
    expect(state()).toMatchObject({ step: 'failed', failure: { code: 'basket_transfer' } });
    await transfer.retry();
    expect(state()).toMatchObject({ step: 'review', text: '40' });
    expect(fakes.baskets.calls.count('previewTransfer')).toBe(2);
    await transfer.confirm();
    expect(state().step).toBe('processing');
  });

  it("the preview's below-minimum answer goes back to the form beside the portion", async () => {
    const { transfer, state, fakes } = await opened();
    transfer.type('30');
    fakes.baskets.calls.failNext('previewTransfer', businessError('basket_below_minimum', { meta: { minimum: '12.00', currency: 'GBP' } }));
    await transfer.review();
    expect(state().step).toBe('form');
    expect(state().check.error?.minimum.toFixed(2)).toBe('12.00');
  });

  it('closed while processing, the transfer is still followed and its ending told by a toast', async () => {
    const { transfer, state, services, time } = await opened();
    transfer.type('100');
    await transfer.review();
    await transfer.confirm();
    transfer.close();
    await time.advance(2 * BASKET_TRANSFER_POLL_MS);
    await time.until(() => state().transfer?.status === 'completed');
    expect(state().step).toBe('closed');
    expect(services.toasts.toasts.getSnapshot().some((t) => t.kind === 'ui' && t.key === 'toast_basket_transfer_completed')).toBe(true);
  });
});
