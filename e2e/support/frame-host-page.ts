/**
 * Browser side of the gateway e2e host page (bundled by gateway-host.ts): the real payment frame
 * listener and the sandbox wallet sheets, on a page served with the app's security headers.
 * It frames `?frame=URL`, opens `?popup=URL` as a popup, and lists every accepted message, so a
 * test sees exactly what the app would.
 */
import { asyncScheduler } from 'rxjs';
import { WindowPaymentFrameAdapter } from '../../adapters/browser/payment-frame-window-adapter';
import { readRuntimeConfig } from '../../adapters/browser/runtime-config';
import { SandboxApplePaySheet } from '../../adapters/browser/payment-sheet/sandbox-apple-pay-sheet';
import { SandboxGooglePaySheet } from '../../adapters/browser/payment-sheet/sandbox-google-pay-sheet';
import { CARD_FORM_CHANNEL, TRADE_FRAME_CHANNEL } from '../../application/ports/payment-frame-port';
import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import { ok } from '../../domain/shared/result';

const element = (id: string): HTMLElement => {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`no #${id}`);
  return found;
};
const record = (text: string): void => {
  const item = document.createElement('li');
  item.textContent = text;
  element('results').append(item);
};

const gatewayOrigin = (await readRuntimeConfig('/config.json', (input, init) => window.fetch(input, init))).gatewayOrigin ?? '';
const frames = new WindowPaymentFrameAdapter(window, gatewayOrigin);
frames.messages(TRADE_FRAME_CHANNEL).subscribe((m) => record(`trade ${m.status} ${m.transactionId ?? '-'}`));
frames.messages(CARD_FORM_CHANNEL).subscribe((m) => record(`card ${m.status} ${m.errorCode ?? '-'}`));

/** A PayPal registration result (spec 001 §4 PayPal link); its source is the opener's choice, here 'paypal'. */
const PAYPAL_CHANNEL = {
  source: 'paypal',
  parse: (data: unknown) => {
    const { status, paypalAccountStatus } = data as { status?: unknown; paypalAccountStatus?: unknown };
    return typeof status === 'string' ? { status, paypalAccountStatus: typeof paypalAccountStatus === 'string' ? paypalAccountStatus : '-' } : undefined;
  },
};
frames.messages(PAYPAL_CHANNEL).subscribe((m) => record(`paypal ${m.status} ${m.paypalAccountStatus}`));

const params = new URLSearchParams(location.search);
const popupUrl = params.get('popup');
element('paypal').addEventListener('click', () => {
  if (popupUrl !== null) window.open(popupUrl, 'paypal', 'popup');
});

const frameUrl = params.get('frame');
if (frameUrl !== null) {
  const frame = document.createElement('iframe');
  frame.title = 'Payment gateway';
  frame.src = frameUrl;
  Object.assign(frame.style, { inlineSize: '480px', blockSize: '576px' });
  element('frame-slot').append(frame);
}

const USD = currencyCode('USD');
element('apple-pay').addEventListener('click', () => {
  const calls = {
    validateMerchant: () => Promise.resolve(ok({})),
    submitToken: (token: string) => Promise.resolve(ok(JSON.parse(token) as { wallet: string })),
  };
  void new SandboxApplePaySheet(document, asyncScheduler)
    .pay({ countryCode: 'US', currency: USD, label: 'Crypto', amount: dec('100') }, calls)
    .then((outcome) => record(`apple_pay ${outcome.kind === 'paid' ? outcome.value.wallet : outcome.kind}`));
});
element('google-pay').addEventListener('click', () => {
  const request = { isLive: false, gateway: 'sandbox', gatewayMerchantId: 'gm', amount: dec('25'), currency: USD, countryCode: 'US' };
  void new SandboxGooglePaySheet(document, navigator.userAgent).pay(request).then((outcome) => record(`google_pay ${outcome.kind}`));
});
