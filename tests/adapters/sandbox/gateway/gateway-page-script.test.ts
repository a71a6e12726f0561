// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewaySession } from '../../../../adapters/sandbox/exchange/gateway-registry';
import { resultPage, sessionPage } from '../../../../adapters/sandbox/gateway/gateway-pages';

const SESSION: GatewaySession = {
  id: 'gw_1',
  kind: 'three_ds',
  purpose: 'crypto_purchase',
  messageSource: 'TradingCryptoPurchase',
  accountUuid: 'u-1',
  createdAt: 0,
  payload: { transaction_id: 'tx_1' },
  status: 'succeeded',
};
const APP_ORIGIN = 'http://127.0.0.1:4173';
const MESSAGE = { source: 'TradingCryptoPurchase', status: 'success', transaction_id: 'tx_1' };

/** Puts a page's <main> in the document (no scripts run from it) and runs the page script. */
async function runScriptOn(html: string): Promise<void> {
  document.body.innerHTML = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  vi.resetModules();
  await import('../../../../adapters/sandbox/gateway/gateway-page-script');
}

const stubWindow = (name: 'opener' | 'parent', value: unknown) => Object.defineProperty(window, name, { value, configurable: true });

describe('the gateway page script', () => {
  afterEach(() => {
    // Test files share a worker's document (isolate: false): leave it empty for the next one.
    document.body.innerHTML = '';
    stubWindow('opener', null);
    stubWindow('parent', window);
    vi.restoreAllMocks();
  });

  it("posts a popup's result to its opener at the app's origin only, then closes the popup", async () => {
    const opener = { postMessage: vi.fn() };
    stubWindow('opener', opener);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    await runScriptOn(resultPage(SESSION, 'success', MESSAGE, APP_ORIGIN));
    expect(opener.postMessage).toHaveBeenCalledExactlyOnceWith(MESSAGE, APP_ORIGIN);
    expect(close).toHaveBeenCalledOnce();
  });

  it("posts a frame's result to the embedding page at the app's origin and stays open", async () => {
    const parent = { postMessage: vi.fn() };
    stubWindow('parent', parent);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    await runScriptOn(resultPage(SESSION, 'success', MESSAGE, APP_ORIGIN));
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(MESSAGE, APP_ORIGIN);
    expect(close).not.toHaveBeenCalled();
  });

  it('sends a page the app left for (a bank authorisation) back to its in-app return address, on the app origin only', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const bank: GatewaySession = { ...SESSION, kind: 'bank_link', messageSource: 'depositRequest', payload: { return_path: '/hub/home?deposit=CAD' } };
    await runScriptOn(resultPage(bank, 'success', { source: 'depositRequest', status: 'success' }, APP_ORIGIN));
    expect(replace).toHaveBeenCalledExactlyOnceWith(`${APP_ORIGIN}/hub/home?deposit=CAD`);
    replace.mockClear();
    const framed = { postMessage: vi.fn() };
    stubWindow('parent', framed);
    await runScriptOn(resultPage(bank, 'success', { source: 'depositRequest', status: 'success' }, APP_ORIGIN));
    expect(replace, 'a framed page posts instead of navigating').not.toHaveBeenCalled();
  });

  it('posts nothing from a form page, and lets its form be submitted once', async () => {
    const parent = { postMessage: vi.fn() };
    stubWindow('parent', parent);
    await runScriptOn(sessionPage({ ...SESSION, status: 'pending' }, '/gateway/three_ds/gw_1'));
    expect(parent.postMessage).not.toHaveBeenCalled();
    const form = document.querySelector('form');
    const submit = () => {
      const event = new Event('submit', { cancelable: true });
      form?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(false);
    expect(submit()).toBe(true);
  });
});
