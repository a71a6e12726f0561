import { type FormEvent, useId, useState } from 'react';
import { DISPLAY_LANGUAGES, type DisplayLanguage, isDisplayLanguage, LANGUAGE_NAMES } from '../../domain/format/display-language';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

/**
 * The language choice (spec 001 §9: the offered languages, never the excluded ones). Choice: a
 * native select of each language's own name, applied with a button: arrow keys on a closed select
 * change its value, and re-rendering the whole app in another language on every arrow press would
 * lose the customer's place. Saving failed leaves the language as it was and says so.
 */
export function LanguageSetting() {
  const { language } = useServices();
  const state = useStore(language.state);
  const { t } = useT();
  const selectId = useId();
  const hintId = useId();
  // What the select shows: the customer's pick until it is applied, else the language shown.
  const [pick, setPick] = useState<DisplayLanguage | undefined>(undefined);
  const picked = pick ?? state.language;
  const saving = state.saving !== undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void language.choose(picked).then((shown) => shown && setPick(undefined));
  };
  return (
    <form className="stack" onSubmit={submit}>
      <label htmlFor={selectId}>{t('settings.language.label')}</label>
      <select
        id={selectId}
        className="input"
        value={picked}
        aria-describedby={hintId}
        onChange={(event) => isDisplayLanguage(event.target.value) && setPick(event.target.value)}
      >
        {(DISPLAY_LANGUAGES.includes(state.language as never) ? DISPLAY_LANGUAGES : [...DISPLAY_LANGUAGES, state.language]).map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {LANGUAGE_NAMES[tag]}
          </option>
        ))}
      </select>
      <p id={hintId} className="hint">
        {t('settings.language.hint')}
      </p>
      <button type="submit" className="button button--primary" disabled={saving || picked === state.language}>
        {saving ? t('settings.language.saving') : t('settings.language.apply')}
      </button>
      <p className="field-error" role="alert">
        {state.saveFailed ? t('settings.language.failed') : ''}
      </p>
    </form>
  );
}
