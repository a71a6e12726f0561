import { AlertDialog } from 'radix-ui';
import { useServices } from '../app/services-context';
import { type ErrorNotice } from '../../domain/errors/error-presentation';
import { useT } from '../i18n/i18n';

/** The app-wide error dialog: one notice at a time, from the notice service (loaded when first needed). */
export default function NoticeDialog({ notice }: { readonly notice: ErrorNotice }) {
  const { notices } = useServices();
  const { t, tn } = useT();
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && notices.dismissAlert()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay overlay--modal" />
        <AlertDialog.Content className="modal">
          <AlertDialog.Title className="modal__title">{tn(notice.title ?? { kind: 'key', key: 'error_default_title' })}</AlertDialog.Title>
          <AlertDialog.Description>{notice.message === undefined ? '' : tn(notice.message)}</AlertDialog.Description>
          <div className="modal__actions">
            {notice.extras.includes('refresh_button') && (
              <button type="button" className="button button--ghost" onClick={() => location.reload()}>
                {t('app.refresh')}
              </button>
            )}
            <AlertDialog.Action className="button button--primary">{t('app.ok')}</AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
