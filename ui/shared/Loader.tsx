import { useT } from '../i18n/i18n';

/** A loading indicator; `page` is the loader of a page's content, at least 576 px high (spec 000 §9, 001 §9). */
export function Loader({ size = 'block' }: { readonly size?: 'block' | 'page' }) {
  const { t } = useT();
  return (
    <div className={size === 'page' ? 'loader loader--page' : 'loader'} role="status">
      {t('app.loading')}
    </div>
  );
}
