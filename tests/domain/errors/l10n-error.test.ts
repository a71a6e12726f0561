import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { l10nTexts, readL10nError } from '../../../domain/errors/l10n-error';
import { RUNS } from '../../arbitraries/runs';

describe('server l10n_error (spec 000 §8, 001 §8)', () => {
  it('title_key, message_key and payloads become a title and a message', () => {
    const l10n = readL10nError({ title_key: 't_key', message_key: 'm_key', payloads: { amount: '10', count: 3, ok: true } });
    expect(l10n).toEqual({ titleKey: 't_key', messageKey: 'm_key', payloads: { amount: '10', count: '3', ok: 'true' } });
    expect(l10n && l10nTexts(l10n)).toEqual({
      title: { kind: 'l10n', key: 't_key', payloads: { amount: '10', count: '3', ok: 'true' } },
      message: { kind: 'l10n', key: 'm_key', payloads: { amount: '10', count: '3', ok: 'true' } },
    });
  });

  it('without a message_key there is no l10n error', () => {
    expect(readL10nError({ title_key: 't' })).toBeUndefined();
    expect(readL10nError({ message_key: '  ' })).toBeUndefined();
    expect(readL10nError(null)).toBeUndefined();
    expect(readL10nError(['message_key'])).toBeUndefined();
  });

  it('without a title_key only the message is given', () => {
    const l10n = readL10nError({ message_key: 'm' });
    expect(l10n).toEqual({ titleKey: undefined, messageKey: 'm', payloads: {} });
    expect(l10n && l10nTexts(l10n).title).toBeUndefined();
  });

  it('payload values other than strings, numbers and booleans are dropped', () => {
    expect(readL10nError({ message_key: 'm', payloads: { a: null, b: { c: 1 }, d: 'x' } })?.payloads).toEqual({ d: 'x' });
  });

  it('reading never throws and every kept payload value is a string', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue()), (anything, payloads) => {
        expect(() => readL10nError(anything)).not.toThrow();
        const read = readL10nError({ message_key: 'm', payloads });
        for (const value of Object.values(read?.payloads ?? {})) expect(typeof value).toBe('string');
      }),
      RUNS,
    );
  });
});
