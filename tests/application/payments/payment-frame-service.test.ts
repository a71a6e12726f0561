import { describe, expect, it } from 'vitest';
import { FakePaymentFrameAdapter } from '../../../adapters/fake/fake-payment-frame-adapter';
import { FakeApplePayAdapter, FakeGooglePayAdapter } from '../../../adapters/fake/fake-wallet-sheets';
import { FakeExternalPages } from '../../../adapters/fake/fake-paypal-login';
import { PaymentFrameService } from '../../../application/payments/payment-frame-service';
import { TRADE_FRAME_CHANNEL } from '../../../application/ports/payment-frame-port';
import { settle } from '../../support/virtual-time';

const surfaces = (frame: FakePaymentFrameAdapter | undefined) => ({
  paymentFrame: frame,
  applePay: new FakeApplePayAdapter(),
  googlePay: new FakeGooglePayAdapter(),
  paypalLogin: undefined,
  externalPages: new FakeExternalPages(),
});
const PAGE = { kind: 'url', url: 'https://gateway.test/three_ds/1' } as const;

describe('PaymentFrameService: the one payment frame modal', () => {
  it('listens before it opens, answers the page’s message and closes', async () => {
    const frame = new FakePaymentFrameAdapter();
    const frames = new PaymentFrameService({ paymentSurfaces: surfaces(frame) });
    const shown = frames.show(PAGE, TRADE_FRAME_CHANNEL);
    expect(frame.listening).toBe(true);
    expect(frames.state.getSnapshot()).toEqual({ phase: 'open', content: PAGE });
    frame.post({ source: 'paymentGateway', status: 'success' });
    frame.post({ source: 'TradingCryptoPurchase', status: 'success', transaction_id: 'pur-1' });
    expect(await shown).toEqual({
      kind: 'message',
      message: { source: 'TradingCryptoPurchase', status: 'success', transactionId: 'pur-1', errorCode: undefined },
    });
    expect(frames.state.getSnapshot()).toEqual({ phase: 'closed' });
    expect(frame.listening).toBe(false);
  });

  it('the customer closing the frame stops waiting', async () => {
    const frame = new FakePaymentFrameAdapter();
    const frames = new PaymentFrameService({ paymentSurfaces: surfaces(frame) });
    const shown = frames.show(PAGE, TRADE_FRAME_CHANNEL);
    frames.close();
    expect(await shown).toEqual({ kind: 'closed' });
    expect(frames.state.getSnapshot()).toEqual({ phase: 'closed' });
    expect(frame.listening).toBe(false);
  });

  it('a second page replaces the first, whose wait ends as closed', async () => {
    const frame = new FakePaymentFrameAdapter();
    const frames = new PaymentFrameService({ paymentSurfaces: surfaces(frame) });
    const first = frames.show(PAGE, TRADE_FRAME_CHANNEL);
    const second = frames.show({ kind: 'html', html: '<p>bank</p>' }, TRADE_FRAME_CHANNEL);
    expect(await first).toEqual({ kind: 'closed' });
    await settle(2);
    expect(frames.state.getSnapshot()).toEqual({ phase: 'open', content: { kind: 'html', html: '<p>bank</p>' } });
    frame.post({ source: 'TradingCryptoPurchase', status: 'failed', error_code: 'card_declined' });
    expect(await second).toMatchObject({ kind: 'message', message: { status: 'failed', errorCode: 'card_declined' } });
  });

  it('without a payment gateway in this environment nothing opens', async () => {
    const frames = new PaymentFrameService({ paymentSurfaces: surfaces(undefined) });
    expect(await frames.show(PAGE, TRADE_FRAME_CHANNEL)).toEqual({ kind: 'unavailable' });
    expect(frames.state.getSnapshot()).toEqual({ phase: 'closed' });
  });
});
