import { type FormEvent, useEffect, useId, useState } from 'react';
import type { PasskeySettingsState } from '../../application/session/passkey-settings-service';
import { PasscodeField } from '../shared/fields/PasscodeField';
import { signInErrorMessage } from '../login/sign-in-error';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { AlertModal, AlertModalAction, AlertModalCancel } from '../shared/modal/AlertModal';

/**
 * Settings' passkeys (design, beyond the spec): each passkey with when it was added and last
 * used, 'Add a passkey' (the passcode, then the device's own prompt) and removal after a
 * confirmation. Changes are announced; without WebAuthn the section says passkeys are not offered.
 */
export function PasskeySetting() {
  const { passkeySettings } = useServices();
  const state = useStore(passkeySettings.state);
  const translate = useT();
  const { t, locale } = translate;
  const id = useId();
  const [passcode, setPasscode] = useState('');
  const [removing, setRemoving] = useState<string | undefined>(undefined);
  useEffect(() => void passkeySettings.load(), [passkeySettings]);
  if (!state.supported) return <p className="hint">{t('settings.passkeys.unsupported')}</p>;
  const date = (at: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
  const error = errorText(state.error, translate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void passkeySettings.add(passcode).then((added) => added && setPasscode(''));
  };
  return (
    <div className="stack">
      <p className="hint">{t('settings.passkeys.text')}</p>
      {state.status === 'loading' && <p>{t('settings.passkeys.loading')}</p>}
      {state.status === 'failed' && <p role="alert">{t('settings.passkeys.loadFailed')}</p>}
      {state.status === 'ready' && state.passkeys.length === 0 && <p>{t('settings.passkeys.none')}</p>}
      {state.passkeys.length > 0 && (
        <ul className="settings__passkeys" aria-label={t('settings.passkeys.list')}>
          {state.passkeys.map((p, index) => (
            <li key={p.id}>
              <span>
                <strong>{t('settings.passkeys.item', { number: index + 1 })}</strong>
                <span className="hint">
                  {t('settings.passkeys.added', { date: date(p.createdAt) })}
                  {p.lastUsedAt !== undefined && ` · ${t('settings.passkeys.used', { date: date(p.lastUsedAt) })}`}
                </span>
              </span>
              <button type="button" className="button button--ghost" onClick={() => setRemoving(p.id)}>
                {t('settings.passkeys.remove', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="hint">
        {state.done === 'added' ? t('settings.passkeys.addedDone') : state.done === 'removed' ? t('settings.passkeys.removedDone') : ''}
      </p>
      {state.adding === 'idle' ? (
        <button type="button" className="button" onClick={() => passkeySettings.startAdding()}>
          {t('settings.passkeys.add')}
        </button>
      ) : (
        <form className="stack" onSubmit={submit} noValidate aria-label={t('settings.passkeys.add')}>
          <PasscodeField
            id={`${id}-passcode`}
            label={t('settings.passkeys.passcode')}
            value={passcode}
            onChange={setPasscode}
            {...(error === undefined ? {} : { error })}
          />
          <div className="settings__actions">
            <button type="submit" className="button button--primary" aria-disabled={state.adding === 'busy'}>
              {state.adding === 'busy' ? t('settings.passkeys.adding') : t('settings.passkeys.create')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => passkeySettings.cancelAdding()}>
              {t('app.close')}
            </button>
          </div>
        </form>
      )}
      {removing !== undefined && (
        <AlertModal
          onClose={() => setRemoving(undefined)}
          title={t('settings.passkeys.removeTitle')}
          description={t('settings.passkeys.removeText')}
          actions={
            <>
              <AlertModalCancel className="button button--ghost">{t('app.back')}</AlertModalCancel>
              <AlertModalAction className="button button--primary" onClick={() => void passkeySettings.remove(removing)}>
                {t('settings.passkeys.removeConfirm')}
              </AlertModalAction>
            </>
          }
        />
      )}
    </div>
  );
}

function errorText(error: PasskeySettingsState['error'], translate: ReturnType<typeof useT>): string | undefined {
  if (error === undefined) return undefined;
  if (error.kind !== 'authenticator') return signInErrorMessage(error, translate);
  return error.reason === 'cancelled' ? translate.t('settings.passkeys.cancelled') : translate.t('settings.passkeys.failed');
}
