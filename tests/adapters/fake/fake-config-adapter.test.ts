import { describe, expect, it } from 'vitest';
import { FakeConfigAdapter } from '../../../adapters/fake/fake-config-adapter';
import { errorCode, expectOk } from '../../support/api-result';

describe('FakeConfigAdapter', () => {
  it('keeps only offered languages', async () => {
    const fake = new FakeConfigAdapter();
    expect(expectOk(await fake.updatePreferredLocale('pt-BR')).preferredLocale).toBe('pt-BR');
    expect(errorCode(await fake.updatePreferredLocale('ko'))).toBe('invalid_parameter');
    expect(expectOk(await fake.getAppConfig()).primeEnabled).toBe(true);
  });
});
