import type { Toast, ToastTone } from '../../application/notifications/toast-service';
import { useShellServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { useT } from '../base/i18n/use-t';

const ICON: Record<ToastTone, string> = {
  info: 'M12 11v5m0-8h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  success: 'm8 12 3 3 5-6M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  warning: 'M12 9v4m0 3h.01M10.3 4.3 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z',
  error: 'M12 8v5m0 3h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
};

/**
 * Toasts: info, success, warning, error (spec 000 §8); they close after 4 s or with their close
 * button. The tone is said in words and shown by an icon, not by colour alone. Errors are read out
 * at once (an assertive region), the others politely; both regions stay in the page so additions are
 * announced, and carry aria-live so a modal dialog's aria-hidden of the page spares them (radix's
 * hideOthers keeps [aria-live] visible). No role alert: the page's own alerts stay the only ones.
 * A toast under the pointer or holding focus stays until left (the toast service's hold).
 */
export function Toasts() {
  const { toasts } = useShellServices();
  const list = useStore(toasts.toasts);
  const { t } = useT();
  const errors = list.filter((toast) => toast.tone === 'error');
  const others = list.filter((toast) => toast.tone !== 'error');
  return (
    <section className="toasts" aria-label={t('app.notifications')}>
      <div role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions" data-testid="toasts-polite">
        <ol className="toasts__list">
          {others.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </ol>
      </div>
      <div aria-live="assertive" aria-atomic="false" aria-relevant="additions" data-testid="toasts-assertive">
        <ol className="toasts__list">
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </ol>
      </div>
    </section>
  );
}

function ToastItem({ toast }: { readonly toast: Toast }) {
  const { toasts } = useShellServices();
  const { t, tn } = useT();
  const noticeLine = (notice: ErrorNotice) => [notice.title, notice.message].flatMap((text) => (text === undefined ? [] : [tn(text)])).join(' ');
  const hold = () => toasts.hold(toast.id);
  const release = () => toasts.release(toast.id);
  return (
    <li className={`toast toast--${toast.tone}`} onMouseEnter={hold} onMouseLeave={release} onFocus={hold} onBlur={release}>
      <svg className="toast__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={ICON[toast.tone]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="toast__text">
        <span className="visually-hidden">{t(`toast.tone.${toast.tone}`)}: </span>
        {toast.kind === 'ui' ? t(toast.key, toast.values) : noticeLine(toast.notice)}
      </span>
      <button type="button" className="toast__close" aria-label={t('toast.close')} onClick={() => toasts.dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
