import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../../adapters/browser/runtime-config';

const answering =
  (status: number, body: unknown): typeof fetch =>
  () =>
    Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('the web client runtime configuration (config.json beside index.html)', () => {
  it('reads the API base URL, the payment gateway origin and the wallet mode', async () => {
    const config = await readRuntimeConfig(
      '/config.json',
      answering(200, { apiBaseUrl: 'https://api.example.test', gatewayOrigin: 'https://pay.example.test', walletMode: 'sandbox' }),
    );
    expect(config).toEqual({ apiBaseUrl: 'https://api.example.test', gatewayOrigin: 'https://pay.example.test', walletMode: 'sandbox' });
  });

  it('fills what the file leaves out with the defaults: the page origin, no payment frame, the real wallets', async () => {
    expect(await readRuntimeConfig('/config.json', answering(200, {}))).toEqual({ apiBaseUrl: '', gatewayOrigin: undefined, walletMode: 'native' });
  });

  it('starts with the defaults and a warning when the file is missing, not JSON or not a configuration', async () => {
    for (const fetch of [answering(404, 'not found'), answering(200, '<!doctype html>'), answering(200, { walletMode: 'paper' })]) {
      const warnings: string[] = [];
      expect(await readRuntimeConfig('/config.json', fetch, (w) => warnings.push(w))).toEqual({
        apiBaseUrl: '',
        gatewayOrigin: undefined,
        walletMode: 'native',
      });
      expect(warnings).toEqual([expect.stringMatching(/^config\.json could not be read \(.+\); using the defaults$/)]);
    }
  });
});
