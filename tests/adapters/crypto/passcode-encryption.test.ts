import { describe, expect, it } from 'vitest';
import {
  parsePasscodeEnvelope,
  PASSCODE_KEY_ITERATIONS,
  PasscodeDecryptor,
  PasscodeEncryptor,
  SANDBOX_PASSCODE_SECRET,
} from '../../../adapters/crypto/passcode-encryption';
import { fromBase64 } from '../../../adapters/crypto/request-signature';

const secret = SANDBOX_PASSCODE_SECRET;

describe('passcode envelope (spec 001 §9: key derivation with 100000 iterations)', () => {
  it('derives its key with 100000 iterations', () => {
    expect(PASSCODE_KEY_ITERATIONS).toBe(100_000);
  });

  it('is pc1.<salt>.<iv>.<ciphertext>: a 16-byte salt, a 12-byte IV and the passcode sealed with its 16-byte tag', async () => {
    const envelope = await new PasscodeEncryptor({ secret }).encrypt('147258');
    const [version, salt = '', iv = '', ciphertext = ''] = envelope.split('.');
    expect(version).toBe('pc1');
    expect(fromBase64(salt)).toHaveLength(16);
    expect(fromBase64(iv)).toHaveLength(12);
    expect(fromBase64(ciphertext)).toHaveLength(6 + 16);
    expect(envelope).not.toContain('147258');
  });

  it('opens with the same secret at the production iteration count', async () => {
    const envelope = await new PasscodeEncryptor({ secret }).encrypt('000123');
    expect(await new PasscodeDecryptor({ secret }).decrypt(envelope)).toBe('000123');
  });

  it('never opens an envelope sealed with 99999 or 100001 iterations', async () => {
    const decryptor = new PasscodeDecryptor({ secret });
    for (const iterations of [99_999, 100_001]) {
      const envelope = await new PasscodeEncryptor({ secret, iterations }).encrypt('147258');
      expect(await decryptor.decrypt(envelope)).toBeUndefined();
    }
  });

  it('seals the same passcode differently each time (a new IV per passcode), all of them opening', async () => {
    const encryptor = new PasscodeEncryptor({ secret });
    const decryptor = new PasscodeDecryptor({ secret });
    const envelopes = await Promise.all([1, 2, 3].map(() => encryptor.encrypt('147258')));
    expect(new Set(envelopes).size).toBe(3);
    expect(await Promise.all(envelopes.map((e) => decryptor.decrypt(e)))).toEqual(['147258', '147258', '147258']);
  });

  it('refuses what is not a pc1 envelope: wrong version, missing or extra parts, bad base64, wrong sizes', async () => {
    const good = await new PasscodeEncryptor({ secret }).encrypt('147258');
    const [, salt = '', iv = '', ciphertext = ''] = good.split('.');
    const bad = [
      '147258',
      '',
      `pc2.${salt}.${iv}.${ciphertext}`,
      `pc1.${salt}.${iv}`,
      `pc1.${salt}.${iv}.${ciphertext}.x`,
      `pc1.${salt}.${iv}.${ciphertext}!`,
      `pc1.${iv}.${iv}.${ciphertext}`,
      `pc1.${salt}.${salt}.${ciphertext}`,
      `pc1.${salt}.${iv}.${iv}`,
    ];
    for (const envelope of bad) expect(parsePasscodeEnvelope(envelope), envelope).toBeUndefined();
    const decryptor = new PasscodeDecryptor({ secret });
    for (const envelope of bad) expect(await decryptor.decrypt(envelope), envelope).toBeUndefined();
    expect(parsePasscodeEnvelope(good)).toBeDefined();
  });
});
