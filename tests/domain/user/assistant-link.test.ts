import { describe, expect, it } from 'vitest';
import { assistantLink } from '../../../domain/user/assistant-link';

const parts = { baseUrl: 'https://assistant.example.test/chat?x=1', uuid: 'u-1', userHash: 'abc', token: 't&1', language: 'pt-BR' };

describe('the external assistant link (spec 001 §6)', () => {
  it('carries the uuid, user hash, token, source marker and language, escaped, beside what the base already has', () => {
    expect(assistantLink(parts)).toBe('https://assistant.example.test/chat?x=1&uuid=u-1&user_hash=abc&token=t%261&source=cdc_web&lang=pt-BR');
  });

  it('gives no link for an address that is not https or not an address', () => {
    expect(assistantLink({ ...parts, baseUrl: 'http://assistant.example.test' })).toBeUndefined();
    expect(assistantLink({ ...parts, baseUrl: 'javascript:alert(1)' })).toBeUndefined();
    expect(assistantLink({ ...parts, baseUrl: 'not a url' })).toBeUndefined();
  });
});
