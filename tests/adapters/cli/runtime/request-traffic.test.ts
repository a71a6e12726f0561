import { describe, expect, it } from 'vitest';
import { RequestTraffic } from '../../../../adapters/cli/runtime/request-traffic';

describe('RequestTraffic', () => {
  it('counts a request from the call until its body has been read', async () => {
    const traffic = new RequestTraffic();
    let answer: (response: Response) => void = () => undefined;
    const fetch = traffic.track(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = fetch('http://sandbox.cli/api/x');
    expect(traffic.inFlight).toBe(1);
    answer(new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }));
    expect(await (await pending).json()).toEqual({ ok: true });
    expect(traffic.inFlight).toBe(0);
  });

  it('counts WebCrypto work (a signed request’s digest and signature) until it settles', async () => {
    const traffic = new RequestTraffic();
    const subtle = traffic.trackCrypto(globalThis.crypto.subtle);
    const digest = subtle.digest('SHA-256', new TextEncoder().encode('body'));
    expect(traffic.inFlight).toBe(1);
    expect(new Uint8Array(await digest)).toHaveLength(32);
    expect(traffic.inFlight).toBe(0);
  });

  it('a failed WebCrypto call stops counting too', async () => {
    const traffic = new RequestTraffic();
    const subtle = traffic.trackCrypto(globalThis.crypto.subtle);
    await expect(subtle.digest('NOT-A-HASH', new Uint8Array(1))).rejects.toThrow();
    expect(traffic.inFlight).toBe(0);
  });
});
