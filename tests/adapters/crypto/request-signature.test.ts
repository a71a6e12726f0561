import { describe, expect, it } from 'vitest';
import { DIGEST_HEADER, SIGNATURE_HEADER, bodyDigest, verifySignedBody } from '../../../adapters/crypto/request-signature';
import { MemoryDeviceKeyStore, RequestSigner } from '../../../adapters/crypto/request-signer';

const BODY = JSON.stringify({ quotation_id: 'quo_1', request_id: 'r-1', side: 'buy', is_cdc_web: true });

async function signed(body: string, signer = new RequestSigner(new MemoryDeviceKeyStore())) {
  const headers = await signer.headers(body);
  return { signer, key: await signer.publicKey(), digest: headers[DIGEST_HEADER] ?? null, signature: headers[SIGNATURE_HEADER] ?? null };
}

describe('request signing (ECDSA P-256, digest of the JSON body)', () => {
  it('a signed body verifies with the device key', async () => {
    const { key, digest, signature } = await signed(BODY);
    expect(digest).toBe(await bodyDigest(BODY));
    expect(fromSignature(signature)).toHaveLength(64);
    expect(await verifySignedBody(BODY, { digest, signature }, key)).toBe(true);
  });

  it('a tampered body is refused', async () => {
    const { key, digest, signature } = await signed(BODY);
    expect(await verifySignedBody(BODY.replace('r-1', 'r-2'), { digest, signature }, key)).toBe(false);
  });

  it('a stale digest (of another body, even correctly signed) is refused', async () => {
    const { signer, key } = await signed(BODY);
    const other = await signer.headers(JSON.stringify({ quotation_id: 'quo_2' }));
    expect(await verifySignedBody(BODY, { digest: other[DIGEST_HEADER] ?? null, signature: other[SIGNATURE_HEADER] ?? null }, key)).toBe(false);
  });

  it("a foreign key's signature is refused", async () => {
    const mine = await signed(BODY);
    const theirs = await signed(BODY);
    expect(await verifySignedBody(BODY, { digest: theirs.digest, signature: theirs.signature }, mine.key)).toBe(false);
  });

  it('missing headers or a malformed key are refused, not thrown', async () => {
    const { key, digest, signature } = await signed(BODY);
    expect(await verifySignedBody(BODY, { digest: null, signature }, key)).toBe(false);
    expect(await verifySignedBody(BODY, { digest, signature: null }, key)).toBe(false);
    expect(await verifySignedBody(BODY, { digest, signature }, 'bm90IGEga2V5')).toBe(false);
  });

  it('keeps one key pair per device, with a private key that cannot be exported', async () => {
    const store = new MemoryDeviceKeyStore();
    const first = new RequestSigner(store);
    const again = new RequestSigner(store);
    expect(await again.publicKey()).toBe(await first.publicKey());
    const keys = await store.load();
    expect(keys?.privateKey.extractable).toBe(false);
    await expect(globalThis.crypto.subtle.exportKey('pkcs8', keys!.privateKey)).rejects.toThrow();
  });
});

function fromSignature(signature: string | null): Uint8Array {
  return Uint8Array.from(atob(signature ?? ''), (c) => c.charCodeAt(0));
}
