import { useId, useState } from 'react';
import { formatFiat } from '../../domain/format/money-format';
import { useT } from '../base/i18n/use-t';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { signupErrorMessage } from './signup-error';

/** An optional referral code on the phone step (WELCOME25...): checked when applied, claimed once the passcode is set. */
export function ReferralField() {
  const { signup } = useServices();
  const state = useStore(signup.state);
  const translate = useT();
  const { t } = translate;
  const id = useId();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const apply = async () => {
    await signup.verifyReferral(code);
    setChecked(true);
  };
  const error = checked && state.error !== undefined ? signupErrorMessage(state.error, translate) : undefined;
  const referral = state.referral;
  return (
    <div className="stack stack--tight">
      <label htmlFor={id}>{t('signup.referral.label')}</label>
      <div className="onboarding__inline">
        <input
          id={id}
          className="input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error !== undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            setCode(event.target.value);
            setChecked(false);
          }}
        />
        <button type="button" className="button" disabled={state.busy || code.trim() === ''} onClick={() => void apply()}>
          {t('signup.referral.check')}
        </button>
      </div>
      <p id={`${id}-status`} className={error === undefined ? 'hint' : 'field-error'} role="status">
        {error ??
          (referral === undefined
            ? ''
            : t('signup.referral.applied', { code: referral.code, reward: formatFiat(referral.reward.amount, referral.reward.currency, translate.locale) }))}
      </p>
    </div>
  );
}
