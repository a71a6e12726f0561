// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '../../../application/i18n/language-service';
import { SettingsPage } from '../../../ui/settings/SettingsPage';
import { fakeApp, renderWithServices } from '../render-with-services';

async function settings() {
  const app = fakeApp();
  app.services.language.start({ browser: [] });
  await app.ready();
  renderWithServices(<SettingsPage />, app.services, '/hub/settings');
  return app;
}

describe('Settings: the display language (spec 001 §9)', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.removeAttribute('dir');
  });

  it('lists the offered languages by their own names, each marked with its language', async () => {
    await settings();
    const select = screen.getByRole('combobox', { name: 'Display language' });
    const options = Array.from(select.querySelectorAll('option'));
    expect(options).toHaveLength(24);
    expect(options.map((o) => o.textContent)).toContain('Deutsch');
    expect(options.find((o) => o.value === 'zh-CN')?.getAttribute('lang')).toBe('zh-CN');
    expect((select as HTMLSelectElement).value).toBe('en');
    expect(screen.getByRole('button', { name: 'Apply language' }).hasAttribute('disabled')).toBe(true);
  });

  it('applying a language saves it to the account and shows the page in it', async () => {
    const app = await settings();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Display language' }), 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Apply language' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeDefined();
    expect(app.fakes.config.userConfigs.preferredLocale).toBe('de');
    expect(app.fakes.storage.get(LANGUAGE_KEY)).toBe('de');
    expect(screen.getByRole('button', { name: 'Sprache übernehmen' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers the 24 languages of the specification and none of the excluded ones (Korean, Norwegian, Hungarian, Arabic, Slovak, Finnish)', async () => {
    await settings();
    const options = screen.getAllByRole<HTMLOptionElement>('option').map((option) => option.value);
    expect(options).toHaveLength(24);
    for (const excluded of ['ko', 'no', 'nb', 'hu', 'ar', 'sk', 'fi']) expect(options).not.toContain(excluded);
  });

  it('a language the account could not save: the page stays, an alert says so, the pick is kept to try again', async () => {
    const app = await settings();
    app.fakes.config.calls.failNext('updatePreferredLocale', { kind: 'timeout' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Display language' }), 'it');
    await userEvent.click(screen.getByRole('button', { name: 'Apply language' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not save your language. Please try again.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Display language' }).value).toBe('it');
    await userEvent.click(screen.getByRole('button', { name: 'Apply language' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Impostazioni' })).toBeDefined();
  });
});
