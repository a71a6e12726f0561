import { AlertModalCancel } from '../../shared/modal/AlertModal';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ErrorNotice } from '../../../domain/errors/error-presentation';
import { useServices } from '../../base/services-context';
import { useStore } from '../../base/use-store';
import { useT } from '../../base/i18n/use-t';
import { NoticeFrame } from './NoticeFrame';

/**
 * restricted_feature (spec 000 §6, §8): enhanced due diligence when the customer is allowed it,
 * else the verification modal. Choice: both explain what is needed and lead on, never to a dead
 * end: continue in the app (where both flows exist today) or go to Accounts on the web, where the
 * cash account and its checks live; 'Not now' closes.
 */
export function RestrictedFeatureNotice({ notice }: { readonly notice: ErrorNotice }) {
  const { restrictedFeature, tradeDrawer, notices, appDownload } = useServices();
  const state = useStore(restrictedFeature.state);
  const { t, tn } = useT();
  const navigate = useNavigate();
  useEffect(() => void restrictedFeature.resolve(), [restrictedFeature]);
  const route = state.kind === 'resolved' ? state.route : undefined;
  const edd = route === 'enhanced_due_diligence';
  const goToAccounts = () => {
    notices.dismissAlert();
    tradeDrawer.close();
    void navigate('/hub/account');
  };
  return (
    <NoticeFrame
      tone="info"
      busy={route === undefined}
      title={edd ? t('restricted.edd.title') : tn(notice.title ?? { kind: 'key', key: 'web_error_verification_required_title' })}
      description={
        route === undefined ? (
          <p>{t('dialog.checking')}</p>
        ) : (
          <>
            <p>{edd ? t('restricted.edd.body') : tn(notice.message ?? { kind: 'key', key: 'web_error_verification_required_message' })}</p>
            {!edd && <p>{t('restricted.verify.body')}</p>}
            <p className="hint">{t('restricted.where')}</p>
          </>
        )
      }
      stackedActions
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            aria-haspopup="dialog"
            onClick={() => {
              notices.dismissAlert();
              appDownload.open();
            }}
          >
            {t('restricted.app')}
          </button>
          <button type="button" className="button" onClick={goToAccounts}>
            {t('restricted.accounts')}
          </button>
          <AlertModalCancel className="button button--ghost">{t('restricted.later')}</AlertModalCancel>
        </>
      }
    />
  );
}
