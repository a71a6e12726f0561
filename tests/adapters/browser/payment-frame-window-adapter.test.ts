import fc from 'fast-check';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WindowPaymentFrameAdapter } from '../../../adapters/browser/payment-frame-window-adapter';
import { CARD_FORM_CHANNEL, TRADE_FRAME_CHANNEL } from '../../../application/ports/payment-frame-port';

const APP = 'http://127.0.0.1:4173';
const GATEWAY = 'http://127.0.0.1:4174';
const TRADE = { source: 'TradingCryptoPurchase', status: 'success', transaction_id: 'tx_9' };
const CARD = { source: 'paymentGateway', status: 'error', errorCode: 'pgw__sg_cc_not_supported_4_add_card' };

const windows: Window[] = [];
/** A happy-dom window at `url`: its postMessage delivers to itself with its own origin. */
const windowAt = (url: string): Window => {
  const created = new Window({ url });
  windows.push(created);
  return created;
};
const delivered = (w: Window) => w.happyDOM.waitUntilComplete();
/** A message event as the browser would deliver it from `origin`. */
const arrive = (w: Window, origin: string, data: unknown) => w.dispatchEvent(new w.MessageEvent('message', { origin, data }));
const adapterOn = (w: Window, origin = GATEWAY) => new WindowPaymentFrameAdapter(w as unknown as globalThis.Window, origin);

describe('the payment frame listener', () => {
  afterEach(async () => {
    await Promise.all(windows.splice(0).map((w) => w.happyDOM.close()));
  });

  it('takes a trade result posted from the gateway origin', async () => {
    const gatewaySide = windowAt(`${GATEWAY}/gateway/three_ds/gw_1`);
    const result = adapterOn(gatewaySide).next(TRADE_FRAME_CHANNEL);
    gatewaySide.postMessage(TRADE, '*');
    await delivered(gatewaySide);
    await expect(result).resolves.toEqual({ source: 'TradingCryptoPurchase', status: 'success', transactionId: 'tx_9', errorCode: undefined });
  });

  it('ignores the same message posted from another origin', async () => {
    const appSide = windowAt(`${APP}/hub/home`);
    const seen = vi.fn();
    const subscription = adapterOn(appSide).messages(TRADE_FRAME_CHANNEL).subscribe(seen);
    appSide.postMessage(TRADE, '*');
    await delivered(appSide);
    expect(seen).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it('matches the origin exactly: scheme, host and port; an opaque origin never matches', () => {
    const w = windowAt(`${APP}/`);
    const seen = vi.fn();
    adapterOn(w, `${GATEWAY}/`).messages(TRADE_FRAME_CHANNEL).subscribe(seen);
    for (const origin of ['http://127.0.0.1:4175', 'https://127.0.0.1:4174', 'http://localhost:4174', 'null', '', APP]) arrive(w, origin, TRADE);
    expect(seen).not.toHaveBeenCalled();
    arrive(w, GATEWAY, TRADE);
    expect(seen).toHaveBeenCalledOnce();
  });

  it("takes only the channel's source: a card form result is not a trade result, and the reverse", () => {
    const w = windowAt(`${APP}/`);
    const adapter = adapterOn(w);
    const trades = vi.fn();
    const cards = vi.fn();
    adapter.messages(TRADE_FRAME_CHANNEL).subscribe(trades);
    adapter.messages(CARD_FORM_CHANNEL).subscribe(cards);
    arrive(w, GATEWAY, CARD);
    arrive(w, GATEWAY, TRADE);
    expect(trades.mock.calls).toEqual([[{ source: 'TradingCryptoPurchase', status: 'success', transactionId: 'tx_9', errorCode: undefined }]]);
    expect(cards.mock.calls).toEqual([[{ source: 'paymentGateway', status: 'error', errorCode: 'pgw__sg_cc_not_supported_4_add_card' }]]);
  });

  it('ignores malformed data from the gateway origin', () => {
    const w = windowAt(`${APP}/`);
    const seen = vi.fn();
    adapterOn(w).messages(CARD_FORM_CHANNEL).subscribe(seen);
    for (const data of [null, 'paymentGateway', 42, [], { source: 'paymentGateway' }, { source: 'paymentGateway', status: 7 }, { status: 'success' }])
      arrive(w, GATEWAY, data);
    expect(seen).not.toHaveBeenCalled();
  });

  it('removes its listener when unsubscribed, and after the first message for next()', async () => {
    const w = windowAt(`${APP}/`);
    const removed = vi.spyOn(w, 'removeEventListener');
    const adapter = adapterOn(w);
    const seen = vi.fn();
    adapter.messages(TRADE_FRAME_CHANNEL).subscribe(seen).unsubscribe();
    expect(removed).toHaveBeenCalledTimes(1);
    arrive(w, GATEWAY, TRADE);
    expect(seen).not.toHaveBeenCalled();

    const first = adapter.next(TRADE_FRAME_CHANNEL);
    arrive(w, GATEWAY, TRADE);
    await first;
    expect(removed).toHaveBeenCalledTimes(2);
  });

  it('rejects next() with an AbortError and stops listening when the caller gives up', async () => {
    const w = windowAt(`${APP}/`);
    const removed = vi.spyOn(w, 'removeEventListener');
    const adapter = adapterOn(w);
    const controller = new AbortController();
    const waiting = adapter.next(TRADE_FRAME_CHANNEL, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(removed).toHaveBeenCalledOnce();
    await expect(adapter.next(TRADE_FRAME_CHANNEL, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('property: from any other origin nothing gets through; from the gateway exactly what the domain parser accepts', () => {
    const w = windowAt(`${APP}/`);
    const adapter = adapterOn(w);
    const data = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.record({
        source: fc.constantFrom('TradingCryptoPurchase', 'paymentGateway', 'other'),
        status: fc.oneof(fc.string(), fc.integer()),
        transaction_id: fc.string(),
      }),
    );
    fc.assert(
      fc.property(
        fc
          .webUrl()
          .map((u) => new URL(u).origin)
          .filter((o) => o !== GATEWAY),
        data,
        (origin, body) => {
          const seen = vi.fn();
          const subscription = adapter.messages(TRADE_FRAME_CHANNEL).subscribe(seen);
          arrive(w, origin, body);
          arrive(w, GATEWAY, body);
          subscription.unsubscribe();
          const accepted = TRADE_FRAME_CHANNEL.parse(body);
          expect(seen.mock.calls).toEqual(accepted === undefined ? [] : [[accepted]]);
        },
      ),
    );
  });
});
