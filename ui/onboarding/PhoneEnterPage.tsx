import { type FormEvent, useEffect, useId, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { acceptCodeInput, OTP_LENGTH } from '../../domain/session/passcode';
import { countryOfPhone } from '../../domain/user/dial-code';
import { useT } from '../base/i18n/use-t';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { signInErrorMessage } from '../login/sign-in-error';
import { SignInErrorNotice } from '../login/SignInErrorNotice';
import { OnboardingCard } from './OnboardingCard';
import { PhoneNumberForm } from './PhoneNumberForm';
import { ReferralField } from './ReferralField';
import { TermsLinks } from './TermsLinks';

/**
 * /signup/phone-enter (spec 001 §2): the country and phone, then the one-time code with the
 * country's terms (default US), the pre-auth privacy notice, the newsletter choice and an optional
 * referral code (verify_with_terms). A number that already has an account goes on to the login's steps.
 */
export default function PhoneEnterPage() {
  const { signIn } = useServices();
  const state = useStore(signIn.state);
  if (state.step === 'otp') return <Navigate to="/login/phone-verify" replace />;
  if (state.step === 'passcode') return <Navigate to="/login/passcode" replace />;
  return <OnboardingCard>{state.step === 'terms' && state.phone !== undefined ? <CodeWithTerms phone={state.phone} /> : <PhoneNumberForm />}</OnboardingCard>;
}

function CodeWithTerms({ phone }: { readonly phone: string }) {
  const { signIn, signup } = useServices();
  const signInState = useStore(signIn.state);
  const { terms, privacyNoticeUrl } = useStore(signup.state);
  const translate = useT();
  const { t } = translate;
  const id = useId();
  const [code, setCode] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  useEffect(() => {
    void signup.loadTerms(countryOfPhone(phone));
  }, [signup, phone]);
  const error = signInState.error && signInErrorMessage(signInState.error, translate);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (terms !== undefined) void signIn.submitTerms({ otp: code, termsId: terms.id, subscribeNewsletters: newsletter });
  };
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <SignInErrorNotice />
      <h1>{t('signup.phone.title')}</h1>
      <label htmlFor={`${id}-code`}>{t('signup.phone.codeLabel')}</label>
      <p id={`${id}-hint`} className="hint">
        {t('signup.phone.codeHint', { phone })}
      </p>
      <input
        id={`${id}-code`}
        className="input input--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={code}
        aria-invalid={error !== undefined}
        aria-describedby={`${id}-hint${error === undefined ? '' : ` ${id}-error`}`}
        onChange={(event) => setCode(acceptCodeInput(event.target.value, OTP_LENGTH))}
        autoFocus
      />
      {error !== undefined && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <ReferralField />
      {terms === undefined ? <p className="hint">{t('signup.phone.termsLoading')}</p> : <TermsLinks terms={terms} privacyNoticeUrl={privacyNoticeUrl} />}
      <label className="onboarding__check">
        <input type="checkbox" checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} />
        {t('signup.phone.newsletter')}
      </label>
      <button type="submit" className="button button--primary" disabled={signInState.busy || terms === undefined}>
        {t('signup.phone.submit')}
      </button>
      <button type="button" className="button button--ghost" disabled={signInState.busy} onClick={() => void signIn.resendCode()}>
        {t('signup.phone.resend')}
      </button>
    </form>
  );
}
