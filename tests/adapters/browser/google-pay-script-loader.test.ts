import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptLoader } from '../../../adapters/browser/google-pay-script-loader';

const SRC = 'https://pay.google.com/gp/p/js/pay.js';
const windows: Window[] = [];

/** A page whose external scripts "load" (or fail to) without any network. */
const page = (loads: boolean): Document => {
  const window = new Window({ url: 'http://127.0.0.1:4173/', settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: loads } });
  windows.push(window);
  return window.document as unknown as Document;
};
const scriptsIn = (document: Document): string[] => [...document.querySelectorAll('script')].map((s) => s.src);

describe('the script loader', () => {
  afterEach(async () => {
    await Promise.all(windows.splice(0).map((w) => w.happyDOM.close()));
  });

  it('adds the script once, however many callers wait for it', async () => {
    const document = page(true);
    const load = scriptLoader(document, SRC);
    await Promise.all([load(), load()]);
    await load();
    expect(scriptsIn(document)).toEqual([SRC]);
  });

  it('rejects every waiter when the script fails to load, removes it, and tries afresh next time', async () => {
    const document = page(false);
    const load = scriptLoader(document, SRC);
    const waiters = [load(), load()];
    await expect(Promise.all(waiters)).rejects.toThrow(`could not load ${SRC}`);
    expect(scriptsIn(document)).toEqual([]);
    await expect(load()).rejects.toThrow();
    expect(scriptsIn(document)).toEqual([]);
  });
});
