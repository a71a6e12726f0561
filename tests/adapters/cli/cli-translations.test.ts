import { describe, expect, it } from 'vitest';
import { CliMessages } from '../../../adapters/cli/output/cli-messages';
import { cliCatalogueLanguages } from '../../../adapters/cli/output/cli-translations';
import { TRANSLATIONS } from '../../../ui/i18n/translations';

describe("the CLI's human messages in the --lang language", () => {
  it('has the catalogue texts of every language the UI translates', () => {
    expect([...cliCatalogueLanguages()].sort()).toEqual(Object.keys(TRANSLATIONS).sort());
  });

  it('shows a catalogue text in the language, a regional variant over its base, English for a language without texts', async () => {
    expect((await CliMessages.load('de')).text('web_session_expired')).toBe('Sitzung abgelaufen');
    expect((await CliMessages.load('pt-BR')).text('web_session_expired')).toBe('Sessão expirada');
    expect((await CliMessages.load('ko')).text('web_session_expired')).toBe('Session expired');
  });
});
