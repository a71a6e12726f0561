import { useT } from '../i18n/i18n';

/** Choice: the spec names no store link; the product's app page, which links to both stores. */
export const APP_DOWNLOAD_URL = 'https://crypto.com/app';

/**
 * The app-download call to action (spec 001 §3): a download link opening the store page in a new
 * tab. The desktop variant's QR code modal is a separate component that will take its place there.
 */
export function AppDownload() {
  const { t } = useT();
  return (
    <a className="button button--primary" href={APP_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
      {t('hub.download')}
      <span className="visually-hidden"> {t('app.newTab')}</span>
    </a>
  );
}
