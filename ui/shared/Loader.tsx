import { useT } from '../base/i18n/use-t';

export function Loader() {
  const { t } = useT();
  return (
    <div className="loader" role="status">
      {t('app.loading')}
    </div>
  );
}
