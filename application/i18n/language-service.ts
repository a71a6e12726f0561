import { distinctUntilChanged, map, type Subscription } from 'rxjs';
import { accountLocaleOf, type DisplayLanguage, formattingLocaleOf, resolveDisplayLanguage, type TextDirection } from '../../domain/format/display-language';
import type { ConfigPort } from '../ports/config-port';
import type { KeyValuePort } from '../ports/key-value-port';
import type { SignInService } from '../session/sign-in-service';
import { StateStore, type ReadableStore } from '../shared/store';

/** The language the app is shown in, and the last change asked for. */
export interface LanguageState {
  readonly language: DisplayLanguage;
  /** Whose texts are shown (the language itself; its missing texts show in English). */
  readonly texts: DisplayLanguage;
  /** Left to right, or right to left through the development switch (`?dir=rtl`). */
  readonly direction: TextDirection;
  /** The locale amounts and dates are formatted in. */
  readonly locale: string;
  /** A change waiting for the account to save it; the shown language changes once it is saved. */
  readonly saving: DisplayLanguage | undefined;
  /** The last change could not be saved to the account, so the language stayed as it was. */
  readonly saveFailed: boolean;
}

/** Where the device keeps the customer's choice. */
export const LANGUAGE_KEY = 'crypto-web.language';

/** What the page offers at start: `?lang=` of its address and the browser's preferred languages. */
export interface LanguageEnvironment {
  readonly query?: string | undefined;
  readonly browser: readonly string[];
  /**
   * Development switches (a sandbox deployment): `?lang=en-XA` shows the pseudo-locale and
   * `?dir=rtl` lays the app out right to left (with the language's texts), so the right-to-left
   * machinery stays tested while no offered language is written right to left.
   */
  readonly development?: { readonly direction?: TextDirection | undefined };
}

const stateFor = (language: DisplayLanguage, direction: TextDirection): LanguageState => ({
  language,
  texts: language,
  direction,
  locale: formattingLocaleOf(language),
  saving: undefined,
  saveFailed: false,
});

/** What a LanguageService is made from (named as the composition root names them). */
export interface LanguageDependencies {
  readonly storage: KeyValuePort;
  readonly config: ConfigPort;
  readonly signIn: SignInService;
}

/**
 * The display language (spec 001 §9: the offered languages, default English; the excluded ones
 * fall back to English, left to right). At start it resolves the page address, the device's stored choice and the
 * browser's languages; when a customer signs in without a choice on this device, their account's
 * preferred locale is adopted. A choice is saved to the account first when signed in, then kept
 * on the device: if the account refuses it nothing changes and `saveFailed` says so.
 */
export class LanguageService {
  private readonly store = new StateStore<LanguageState>(stateFor('en', 'ltr'));
  private direction: TextDirection = 'ltr';
  readonly state: ReadableStore<LanguageState> = this.store;
  private following: Subscription | undefined;
  private explicit = false;
  private latestChoice = 0;

  constructor(private readonly deps: LanguageDependencies) {}

  /** Resolves the first language and follows sign-ins; returns a function that stops following. */
  start(environment: LanguageEnvironment): () => void {
    const stored = this.deps.storage.get(LANGUAGE_KEY);
    this.explicit = environment.query !== undefined || stored !== undefined;
    this.direction = environment.development?.direction ?? 'ltr';
    const development = environment.development !== undefined;
    this.show(resolveDisplayLanguage({ query: environment.query, stored, browser: environment.browser, development }));
    this.following ??= this.deps.signIn.state.state$
      .pipe(
        map((s) => s.user?.uuid),
        distinctUntilChanged(),
      )
      .subscribe((uuid) => {
        if (uuid !== undefined) void this.adoptAccountLocale(uuid);
      });
    return () => {
      this.following?.unsubscribe();
      this.following = undefined;
    };
  }

  /** The customer's choice (Settings). Resolves to whether it now shows. */
  async choose(language: DisplayLanguage): Promise<boolean> {
    const request = ++this.latestChoice;
    this.explicit = true;
    this.store.update((s) => ({ ...s, saving: language, saveFailed: false }));
    const accountLocale = accountLocaleOf(language);
    if (accountLocale !== undefined && this.signedInUuid() !== undefined) {
      const result = await this.deps.config.updatePreferredLocale(accountLocale);
      if (request !== this.latestChoice) return false;
      if (!result.ok) {
        this.store.update((s) => ({ ...s, saving: undefined, saveFailed: true }));
        return false;
      }
    }
    this.deps.storage.set(LANGUAGE_KEY, language);
    this.show(language);
    return true;
  }

  private async adoptAccountLocale(uuid: string): Promise<void> {
    if (this.explicit) return;
    const result = await this.deps.config.getUserConfigs();
    if (!result.ok || this.explicit || this.signedInUuid() !== uuid) return;
    // An account locale the app cannot show leaves the current language.
    this.show(resolveDisplayLanguage({ account: result.value.preferredLocale, browser: [this.store.getSnapshot().language] }));
  }

  private signedInUuid(): string | undefined {
    return this.deps.signIn.state.getSnapshot().user?.uuid;
  }

  private show(language: DisplayLanguage): void {
    this.store.update((s) =>
      s.language === language && s.direction === this.direction && s.saving === undefined && !s.saveFailed ? s : stateFor(language, this.direction),
    );
  }
}
