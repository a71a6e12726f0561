import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PasscodeDecryptor, PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../../../adapters/crypto/passcode-encryption';
import { RUNS } from '../../arbitraries/runs';

const passcode = fc.stringMatching(/^\d{6}$/);
const secret = SANDBOX_PASSCODE_SECRET;

/**
 * One encryptor derives its key once (per app session), and the decryptor caches keys by salt, so
 * the round trip at the production 100000 iterations runs the full count of runs. The refusal
 * properties derive a new key every run; they use small iteration counts, which is what they
 * vary (the 100000 boundary itself is in the example test).
 */
describe('passcode envelope properties', () => {
  const encryptor = new PasscodeEncryptor({ secret });
  const decryptor = new PasscodeDecryptor({ secret });

  it('round-trips any 6-digit passcode', async () => {
    await fc.assert(
      fc.asyncProperty(passcode, async (p) => {
        expect(await decryptor.decrypt(await encryptor.encrypt(p))).toBe(p);
      }),
      RUNS,
    );
  });

  it('never decrypts with another iteration count', async () => {
    await fc.assert(
      fc.asyncProperty(passcode, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), async (p, sealedWith, openedWith) => {
        fc.pre(sealedWith !== openedWith);
        const envelope = await new PasscodeEncryptor({ secret, iterations: sealedWith }).encrypt(p);
        expect(await new PasscodeDecryptor({ secret, iterations: openedWith }).decrypt(envelope)).toBeUndefined();
        expect(await new PasscodeDecryptor({ secret, iterations: sealedWith }).decrypt(envelope)).toBe(p);
      }),
      RUNS,
    );
  });

  it('never decrypts with another secret', async () => {
    await fc.assert(
      fc.asyncProperty(passcode, fc.string({ minLength: 1, maxLength: 40 }), fc.string({ minLength: 1, maxLength: 40 }), async (p, a, b) => {
        fc.pre(a !== b);
        const envelope = await new PasscodeEncryptor({ secret: a, iterations: 10 }).encrypt(p);
        expect(await new PasscodeDecryptor({ secret: b, iterations: 10 }).decrypt(envelope)).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('never decrypts a tampered envelope (any one ciphertext character changed)', async () => {
    const sealed = await encryptor.encrypt('147258');
    const [head, ciphertext = ''] = [sealed.slice(0, sealed.lastIndexOf('.') + 1), sealed.slice(sealed.lastIndexOf('.') + 1)];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: ciphertext.replace(/=+$/, '').length - 2 }), fc.constantFrom(...alphabet), async (at, replacement) => {
        fc.pre(ciphertext[at] !== replacement);
        const tampered = `${head}${ciphertext.slice(0, at)}${replacement}${ciphertext.slice(at + 1)}`;
        expect(await decryptor.decrypt(tampered)).toBeUndefined();
      }),
      RUNS,
    );
  });
});
