import { useServices } from '../app/services-context';
import { useStore } from '../hooks/use-store';
import { type ErrorNotice } from '../../domain/errors/error-presentation';
import { useT } from '../i18n/i18n';

/** Toasts: info, success, warning, error; they close themselves after 4 s or with their close button. */
export function Toasts() {
  const { toasts } = useServices();
  const list = useStore(toasts.toasts);
  const { t, tn } = useT();
  const noticeLine = (notice: ErrorNotice) => [notice.title, notice.message].flatMap((text) => (text === undefined ? [] : [tn(text)])).join(' ');
  return (
    <ol className="toasts" aria-live="polite" aria-label={t('app.notifications')}>
      {list.map((toast) => (
        <li key={toast.id} className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <span>{toast.kind === 'ui' ? t(toast.key, toast.values) : noticeLine(toast.notice)}</span>
          <button type="button" className="toast__close" aria-label={t('app.close')} onClick={() => toasts.dismiss(toast.id)}>
            ×
          </button>
        </li>
      ))}
    </ol>
  );
}
