import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, type LanguageService } from '../../../application/i18n/language-service';
import { createFakeServices, type FakePorts } from '../../../adapters/wiring/fake';
import { DISPLAY_LANGUAGES, type DisplayLanguage } from '../../../domain/format/display-language';
import { RUNS } from '../../arbitraries/runs';
import { VirtualTime } from '../../support/virtual-time';

/** The model: the language shown, what the device and the account keep, and whether the last save failed. */
interface Model {
  shown: DisplayLanguage;
  stored: DisplayLanguage | undefined;
  account: string;
  failed: boolean;
}

interface Real {
  language: LanguageService;
  fakes: FakePorts;
}

const initialModel = (): Model => ({ shown: 'en', stored: undefined, account: 'en', failed: false });

class Choose implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly language: DisplayLanguage,
    readonly accountRefuses: boolean,
  ) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const refused = this.accountRefuses;
    if (refused) r.fakes.config.calls.failNext('updatePreferredLocale', { kind: 'network' });
    const shown = await r.language.choose(this.language);
    expect(shown).toBe(!refused);
    if (!refused) {
      m.shown = this.language;
      m.stored = this.language;
      m.account = this.language;
    }
    m.failed = refused;
    const state = r.language.state.getSnapshot();
    expect(state).toMatchObject({ language: m.shown, direction: 'ltr', saving: undefined, saveFailed: m.failed });
    expect(r.fakes.storage.get(LANGUAGE_KEY)).toBe(m.stored);
    expect(r.fakes.config.userConfigs.preferredLocale).toBe(m.account);
  }
  toString = (): string => `choose(${this.language}${this.accountRefuses ? ', refused' : ''})`;
}

describe('LanguageService, model-based (spec 001 §9)', () => {
  it('the language shown is always the last choice the account accepted (always left to right); a refused one changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands([fc.tuple(fc.constantFrom(...DISPLAY_LANGUAGES), fc.boolean()).map(([language, refuses]) => new Choose(language, refuses))], {
          maxCommands: 25,
        }),
        async (cmds) => {
          const time = new VirtualTime();
          const { services, fakes } = createFakeServices({ scheduler: time.scheduler, clock: time.now });
          services.language.start({ browser: [] });
          await services.signIn.restore();
          await time.until(() => fakes.config.calls.count('getUserConfigs') === 1);
          await time.advance(0);
          await fc.asyncModelRun(() => ({ model: initialModel(), real: { language: services.language, fakes } }), cmds);
        },
      ),
      RUNS,
    );
  });
});
