// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '../../../application/i18n/language-service';
import { useT } from '../../../ui/base/i18n/use-t';
import { fakeApp, renderWithServices } from '../render-with-services';

function Sample() {
  const { t, tn } = useT();
  return (
    <div>
      <h1>{t('settings.title')}</h1>
      <p data-testid="untranslated">{t('buy.coin')}</p>
      <p data-testid="notice">{tn({ kind: 'key', key: 'web_session_expired' })}</p>
      <p data-testid="plural">{t('coolingOff.timeLeft', { hours: 1, minutes: 2 })}</p>
    </div>
  );
}

function render(environment: { query?: string; browser?: readonly string[]; stored?: string; development?: { direction?: 'rtl' } }) {
  const app = fakeApp();
  if (environment.stored !== undefined) app.fakes.storage.set(LANGUAGE_KEY, environment.stored);
  app.services.language.start({ query: environment.query, browser: environment.browser ?? [], development: environment.development });
  renderWithServices(<Sample />, app.services);
  return app;
}

describe('I18nProvider: the language service drives texts, <html lang dir> and fallbacks', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
  });

  it('English by default, left to right', () => {
    render({});
    expect(screen.getByRole('heading').textContent).toBe('Settings');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("loads a language's texts; a key it has no text for shows in English", async () => {
    render({ browser: ['de-DE'] });
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeDefined();
    expect(screen.getByTestId('untranslated').textContent).toBe('Coin');
    expect(screen.getByTestId('notice').textContent).toBe('Sitzung abgelaufen');
    expect(screen.getByTestId('plural').textContent).toBe('1 Stunde 2 Minuten');
    expect(document.documentElement.lang).toBe('de');
  });

  it('a regional variant shows its own texts over its base language', async () => {
    render({ query: 'pt-BR' });
    expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeDefined();
    expect(screen.getByTestId('notice').textContent).toBe('Sessão expirada');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('a language without texts of its own shows English', async () => {
    render({ stored: 'en-GB' });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading').textContent).toBe('Settings');
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('Arabic (excluded): English, left to right', () => {
    render({ query: 'ar', browser: ['ar-SA'] });
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('heading').textContent).toBe('Settings');
  });

  it('the development switch lays the page out right to left in its language', async () => {
    render({ query: 'de', development: { direction: 'rtl' } });
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('de');
  });

  it('the development pseudo-locale: accented, bracketed and longer, placeholders and plurals kept', async () => {
    render({ query: 'en-XA', development: {} });
    expect(await screen.findByRole('heading', { name: '[Şḗŧŧīƞɠş ~~~~]' })).toBeDefined();
    expect(screen.getByTestId('untranslated').textContent).toBe('[Ƈǿīƞ ~~]');
    expect(screen.getByTestId('plural').textContent).toMatch(/^\[1 ħǿŭř 2 ḿīƞŭŧḗş ~+\]$/);
    expect(document.documentElement.lang).toBe('en-XA');
  });

  it('follows a change of language', async () => {
    const app = render({});
    await act(() => app.services.language.choose('fr'));
    expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeDefined();
    await act(() => app.services.language.choose('en'));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeDefined();
  });
});
