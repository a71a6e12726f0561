import { useT } from '../i18n/i18n';

export function Loader() {
  const { t } = useT();
  return (
    <div className="loader" role="status">
      {t('app.loading')}
    </div>
  );
}
