import { TextField } from '../shared/fields/TextField';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { DEFAULT_SIGNUP_COUNTRY, internationalPhone, SIGNUP_COUNTRIES } from '../../domain/user/dial-code';
import { useT } from '../base/i18n/use-t';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { signInErrorMessage } from '../login/sign-in-error';

/** The phone step's first part: the country (its calling code) and the number; sends the one-time code. */
export function PhoneNumberForm() {
  const { signIn } = useServices();
  const state = useStore(signIn.state);
  const translate = useT();
  const { t, locale } = translate;
  const id = useId();
  const [country, setCountry] = useState(DEFAULT_SIGNUP_COUNTRY);
  const [phone, setPhone] = useState('');
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const error = state.error && signInErrorMessage(state.error, translate);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A number that is none goes through as typed: the sign-in's own check names the problem.
    void signIn.submitPhone(internationalPhone(country, phone) ?? phone);
  };
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <h1>{t('signup.phone.title')}</h1>
      <label htmlFor={`${id}-country`}>{t('signup.phone.country')}</label>
      <select id={`${id}-country`} className="input" value={country} onChange={(event) => setCountry(event.target.value)} autoComplete="country">
        {SIGNUP_COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {`${names.of(c.code) ?? c.code} (+${c.dialCode})`}
          </option>
        ))}
      </select>
      <TextField
        label={t('signup.phone.label')}
        hint={t('signup.phone.hint')}
        error={error}
        type="tel"
        autoComplete="tel-national"
        value={phone}
        onValueChange={setPhone}
        autoFocus
      />
      <button type="submit" className="button button--primary" disabled={state.busy}>
        {t('signup.phone.send')}
      </button>
    </form>
  );
}
