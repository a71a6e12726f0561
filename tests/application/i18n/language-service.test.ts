import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '../../../application/i18n/language-service';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { VirtualTime } from '../../support/virtual-time';

function setup(options: { signedIn?: boolean; stored?: string } = {}) {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now, signedIn: options.signedIn ?? true });
  if (options.stored !== undefined) world.fakes.storage.set(LANGUAGE_KEY, options.stored);
  const language = world.services.language;
  return { ...world, time, language, state: () => language.state.getSnapshot() };
}

describe('LanguageService (spec 001 §9 languages; excluded ones fall back to English)', () => {
  it('starts in the browser language when nothing else says, and formats in its locale', () => {
    const f = setup({ signedIn: false });
    f.language.start({ browser: ['ko-KR', 'de-AT'] });
    expect(f.state()).toEqual({ language: 'de', texts: 'de', direction: 'ltr', locale: 'de', saving: undefined, saveFailed: false });
  });

  it('the page address wins for this visit, and is not stored', () => {
    const f = setup({ signedIn: false, stored: 'fr' });
    f.language.start({ query: 'it', browser: ['de'] });
    expect(f.state().language).toBe('it');
    expect(f.fakes.storage.get(LANGUAGE_KEY)).toBe('fr');
  });

  it('Arabic, an excluded language, falls back to English left to right', () => {
    const f = setup({ signedIn: false });
    f.language.start({ query: 'ar', browser: [] });
    expect(f.state()).toMatchObject({ language: 'en', texts: 'en', direction: 'ltr', locale: 'en-US' });
  });

  it('a signed-in customer without a choice on this device gets their account language, over the browser', async () => {
    const f = setup();
    f.fakes.config.userConfigs = { preferredLocale: 'es-419', marketingNewsletter: false };
    f.language.start({ browser: ['en-US'] });
    await f.services.signIn.restore();
    await f.time.until(() => f.state().language === 'es-419');
    expect(f.state().texts).toBe('es-419');
  });

  it('a choice made on this device wins over the account language', async () => {
    const f = setup({ stored: 'nl' });
    f.fakes.config.userConfigs = { preferredLocale: 'es', marketingNewsletter: false };
    f.language.start({ browser: [] });
    await f.services.signIn.restore();
    await f.time.advance(0);
    expect(f.state().language).toBe('nl');
    expect(f.fakes.config.calls.count('getUserConfigs')).toBe(0);
  });

  it('an account language the app cannot show leaves the language as it is', async () => {
    const f = setup();
    f.fakes.config.userConfigs = { preferredLocale: 'ko', marketingNewsletter: false };
    f.language.start({ browser: ['sv'] });
    await f.services.signIn.restore();
    await f.time.until(() => f.fakes.config.calls.count('getUserConfigs') === 1);
    await f.time.advance(0);
    expect(f.state().language).toBe('sv');
  });

  it('choosing, signed in: saved to the account first, then shown and kept on the device', async () => {
    const f = setup();
    f.language.start({ browser: [] });
    await f.services.signIn.restore();
    const held = f.fakes.config.calls.holdNext('updatePreferredLocale');
    const choice = f.language.choose('fr-CA');
    await f.time.until(() => held.started);
    expect(f.state()).toMatchObject({ language: 'en', saving: 'fr-CA' });
    held.release();
    expect(await choice).toBe(true);
    expect(f.state()).toMatchObject({ language: 'fr-CA', texts: 'fr-CA', saving: undefined, saveFailed: false });
    expect(f.fakes.config.userConfigs.preferredLocale).toBe('fr-CA');
    expect(f.fakes.storage.get(LANGUAGE_KEY)).toBe('fr-CA');
  });

  it('a choice the account cannot save changes nothing and says so', async () => {
    const f = setup();
    f.fakes.config.userConfigs = { preferredLocale: 'de', marketingNewsletter: false };
    f.language.start({ browser: [] });
    await f.services.signIn.restore();
    await f.time.until(() => f.state().language === 'de');
    f.fakes.config.calls.failNext('updatePreferredLocale', { kind: 'network' });
    expect(await f.language.choose('it')).toBe(false);
    expect(f.state()).toMatchObject({ language: 'de', saving: undefined, saveFailed: true });
    expect(f.fakes.storage.get(LANGUAGE_KEY)).toBeUndefined();
    expect(await f.language.choose('it')).toBe(true);
    expect(f.state()).toMatchObject({ language: 'it', saveFailed: false });
  });

  it('an Arabic browser gets English left to right; the development switch lays any language out right to left', async () => {
    const arabic = setup();
    arabic.language.start({ browser: ['ar-AE', 'ko'] });
    expect(arabic.state()).toMatchObject({ language: 'en', direction: 'ltr' });

    const switched = setup();
    switched.language.start({ query: 'de', browser: [], development: { direction: 'rtl' } });
    expect(switched.state()).toMatchObject({ language: 'de', direction: 'rtl' });
    expect(await switched.language.choose('fr')).toBe(true);
    expect(switched.state()).toMatchObject({ language: 'fr', direction: 'rtl' });
  });

  it('the pseudo-locale is a development switch only, never saved on the account', async () => {
    const production = setup();
    production.language.start({ query: 'en-XA', browser: [] });
    expect(production.state().language).toBe('en');

    const development = setup();
    development.language.start({ query: 'en-XA', browser: [], development: {} });
    expect(development.state()).toMatchObject({ language: 'en-XA', texts: 'en-XA', locale: 'en-US', direction: 'ltr' });
    await development.services.signIn.restore();
    expect(await development.language.choose('en-XA')).toBe(true);
    expect(development.fakes.config.calls.count('updatePreferredLocale')).toBe(0);
  });

  it('signed out, a choice is not sent anywhere', async () => {
    const signedOut = setup({ signedIn: false });
    signedOut.language.start({ browser: [] });
    expect(await signedOut.language.choose('pl')).toBe(true);
    expect(signedOut.fakes.config.calls.count('updatePreferredLocale')).toBe(0);
    expect(signedOut.state().language).toBe('pl');
  });

  it('when two choices overlap, the later one decides', async () => {
    const f = setup();
    f.language.start({ browser: [] });
    await f.services.signIn.restore();
    const first = f.fakes.config.calls.holdNext('updatePreferredLocale');
    const slow = f.language.choose('de');
    await f.time.until(() => first.started);
    const fast = f.language.choose('fr');
    expect(await fast).toBe(true);
    first.release();
    expect(await slow).toBe(false);
    expect(f.state().language).toBe('fr');
    expect(f.fakes.storage.get(LANGUAGE_KEY)).toBe('fr');
  });
});
