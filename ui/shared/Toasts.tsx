import { useServices } from '../app/services-context';
import { useStore } from '../hooks/use-store';
import { useT } from '../i18n/i18n';

/** Toasts: info, success, warning, error; they close themselves after 4 s or with their close button. */
export function Toasts() {
  const { toasts } = useServices();
  const list = useStore(toasts.toasts);
  const { t } = useT();
  return (
    <ol className="toasts" aria-live="polite" aria-label="Notifications">
      {list.map((toast) => (
        <li key={toast.id} className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <span>{t(toast.key, toast.values)}</span>
          <button type="button" className="toast__close" aria-label={t('app.close')} onClick={() => toasts.dismiss(toast.id)}>
            ×
          </button>
        </li>
      ))}
    </ol>
  );
}
