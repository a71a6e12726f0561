import { AlertModalAction, AlertModalCancel } from '../../shared/modal/AlertModal';
import type { ErrorNotice } from '../../../domain/errors/error-presentation';
import { useT } from '../../base/i18n/use-t';
import { NoticeFrame } from './NoticeFrame';

/**
 * A catalogue dialog as the catalogue row says: title (the generic one when the row has none),
 * message, and OK; a warning dialog with 'refresh_button' also offers a refresh reloading the page
 * (spec 000 §8, basket quote errors).
 */
export function GenericNotice({ notice, onReload }: { readonly notice: ErrorNotice; readonly onReload: () => void }) {
  const { t, tn } = useT();
  const refresh = notice.extras.includes('refresh_button');
  return (
    <NoticeFrame
      tone={notice.action === 'warning_dialog' ? 'warning' : 'error'}
      title={tn(notice.title ?? { kind: 'key', key: 'error_default_title' })}
      description={notice.message === undefined ? null : <p>{tn(notice.message)}</p>}
      actions={
        refresh ? (
          <>
            <AlertModalCancel className="button button--ghost">{t('app.close')}</AlertModalCancel>
            <AlertModalAction className="button button--primary" onClick={onReload}>
              {t('dialog.refreshPage')}
            </AlertModalAction>
          </>
        ) : (
          <AlertModalCancel className="button button--primary">{t('app.ok')}</AlertModalCancel>
        )
      }
    />
  );
}
