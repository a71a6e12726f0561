// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/dom';
import { VirtualTimeScheduler } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxApplePaySheet, SANDBOX_APPLE_PAY_VALIDATION_URL } from '../../../../adapters/browser/payment-sheet/sandbox-apple-pay-sheet';
import { SandboxGooglePaySheet } from '../../../../adapters/browser/payment-sheet/sandbox-google-pay-sheet';
import type { ApplePayCalls } from '../../../../application/ports/apple-pay-port';
import { currencyCode } from '../../../../domain/money/currency';
import { dec } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';

const USD = currencyCode('USD');
const APPLE_REQUEST = { countryCode: 'US', currency: USD, label: 'Crypto', amount: dec('100') };
const GOOGLE_REQUEST = { isLive: false, gateway: 'sandbox', gatewayMerchantId: 'gm', amount: dec('25.5'), currency: USD, countryCode: 'US' };
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';

/** The backend calls; the mocks are returned apart so tests can watch them. */
const watchedCalls = (overrides: Partial<ApplePayCalls<string, string>> = {}) => {
  const validateMerchant = vi.fn(overrides.validateMerchant ?? ((_url: string) => Promise.resolve(ok<unknown>({}))));
  const submitToken = vi.fn(overrides.submitToken ?? ((_token: string) => Promise.resolve(ok('https://gateway/3ds/1'))));
  return { validateMerchant, submitToken, calls: { validateMerchant, submitToken } as ApplePayCalls<string, string> };
};
const calls = (overrides: Partial<ApplePayCalls<string, string>> = {}): ApplePayCalls<string, string> => watchedCalls(overrides).calls;

/** A button on the page that had focus before the sheet opened. */
function focusedOpener(): HTMLButtonElement {
  const opener = document.createElement('button');
  opener.textContent = 'Buy';
  document.body.append(opener);
  opener.focus();
  return opener;
}

const sheet = (name: string) => screen.findByRole('dialog', { name });

describe('the sandbox Apple Pay sheet', () => {
  afterEach(() => document.body.replaceChildren());

  it('validates the merchant, shows an accessible sheet with focus inside, pays with a sandbox token and gives focus back', async () => {
    const opener = focusedOpener();
    const backend = watchedCalls();
    const paying = new SandboxApplePaySheet(document, new VirtualTimeScheduler(), () => 'id-1').pay(APPLE_REQUEST, backend.calls);
    const dialog = await sheet('Apple Pay (sandbox)');
    expect(backend.validateMerchant).toHaveBeenCalledWith(SANDBOX_APPLE_PAY_VALIDATION_URL);
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.style.pointerEvents).toBe('auto');
    expect(within(dialog).getByText('$100.00')).toBeDefined();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay with Apple Pay' }));
    await expect(paying).resolves.toEqual({ kind: 'paid', value: 'https://gateway/3ds/1' });
    expect(backend.submitToken).toHaveBeenCalledWith('{"sandbox":true,"wallet":"apple_pay","id":"id-1"}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('counts a cancel within 1 s of the start as failure and a later one as a cancel (spec 000 §4)', async () => {
    const scheduler = new VirtualTimeScheduler();
    const applePay = new SandboxApplePaySheet(document, scheduler);
    const quick = applePay.pay(APPLE_REQUEST, calls());
    fireEvent.click(within(await sheet('Apple Pay (sandbox)')).getByRole('button', { name: 'Cancel' }));
    await expect(quick).resolves.toEqual({ kind: 'failed', error: undefined });

    const slow = applePay.pay(APPLE_REQUEST, calls());
    const dialog = await sheet('Apple Pay (sandbox)');
    scheduler.frame += 1001;
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await expect(slow).resolves.toEqual({ kind: 'cancelled' });
  });

  it("fails with the backend's error: no sheet when merchant validation fails, and after Pay when the token is refused", async () => {
    const applePay = new SandboxApplePaySheet(document, new VirtualTimeScheduler());
    await expect(applePay.pay(APPLE_REQUEST, calls({ validateMerchant: () => Promise.resolve(err('merchant')) }))).resolves.toEqual({
      kind: 'failed',
      error: 'merchant',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const refused = applePay.pay(APPLE_REQUEST, calls({ submitToken: () => Promise.resolve(err('weekly_limit')) }));
    fireEvent.click(within(await sheet('Apple Pay (sandbox)')).getByRole('button', { name: 'Pay with Apple Pay' }));
    await expect(refused).resolves.toEqual({ kind: 'failed', error: 'weekly_limit' });
  });

  it("reports a device that can pay, in the page's own secure context or not", () => {
    const applePay = new SandboxApplePaySheet(document, new VirtualTimeScheduler());
    for (const secure of [true, false]) {
      Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
      expect(applePay.environment()).toEqual({ isSecureContext: secure, canMakePayments: true });
    }
  });
});

describe('the sandbox Google Pay sheet', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the total, returns a sandbox token on Pay and gives focus back', async () => {
    const opener = focusedOpener();
    const paying = new SandboxGooglePaySheet(document, CHROME, () => 'id-2').pay(GOOGLE_REQUEST);
    const dialog = await sheet('Google Pay (sandbox)');
    expect(within(dialog).getByText('$25.50')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay with Google Pay' }));
    await expect(paying).resolves.toEqual({ kind: 'authorized', token: '{"sandbox":true,"wallet":"google_pay","id":"id-2"}' });
    expect(document.activeElement).toBe(opener);
  });

  it('cancels on Cancel', async () => {
    const paying = new SandboxGooglePaySheet(document, CHROME).pay(GOOGLE_REQUEST);
    fireEvent.click(within(await sheet('Google Pay (sandbox)')).getByRole('button', { name: 'Cancel' }));
    await expect(paying).resolves.toEqual({ kind: 'cancelled' });
  });

  it('keeps the browser rule: ready in Chrome, not offered in Edge', async () => {
    await expect(new SandboxGooglePaySheet(document, CHROME).environment()).resolves.toEqual({
      isChrome: true,
      isEdge: false,
      providerReady: true,
      scriptLoadFailed: false,
    });
    await expect(new SandboxGooglePaySheet(document, `${CHROME} Edg/156.0`).environment()).resolves.toMatchObject({ isEdge: true });
  });
});
