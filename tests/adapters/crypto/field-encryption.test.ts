import { describe, expect, it } from 'vitest';
import { decryptField, FIELD_ENVELOPE_VERSION, FieldEncryptor } from '../../../adapters/crypto/field-encryption';

describe('KYC field encryption (aes_256_cbc, spec 001 §5)', () => {
  it('seals a text the server opens with the same secret only, with a fresh IV each time', async () => {
    const encryptor = new FieldEncryptor('secret-a');
    const first = await encryptor.encrypt('123-45-6789');
    const second = await encryptor.encrypt('123-45-6789');
    expect(first.startsWith(`${FIELD_ENVELOPE_VERSION}.`)).toBe(true);
    expect(first).not.toBe(second);
    expect(await decryptField(first, 'secret-a')).toBe('123-45-6789');
    expect(await decryptField(first, 'secret-b')).not.toBe('123-45-6789');
  });

  it('refuses anything that is not an envelope', async () => {
    expect(await decryptField('123456789', 'secret-a')).toBeUndefined();
    expect(await decryptField('fe1.AAAA.BBBB', 'secret-a')).toBeUndefined();
    expect(await decryptField('fe1.x.y.z', 'secret-a')).toBeUndefined();
  });
});
