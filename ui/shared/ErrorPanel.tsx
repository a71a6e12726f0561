import { useT } from '../base/i18n/use-t';

/** The generic error fallback with a Try again button. */
export function ErrorPanel({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useT();
  return (
    <section className="error-panel" role="alert">
      <h2>{t('app.error.title')}</h2>
      <button type="button" className="button" onClick={onRetry}>
        {t('app.error.retry')}
      </button>
    </section>
  );
}
