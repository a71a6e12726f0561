import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';

/** The app-download call to action (spec 001 §2): opens the app download modal (a download button on a phone, a QR code on a desktop). */
export function AppDownloadButton({ variant = 'primary' }: { readonly variant?: 'primary' | 'secondary' }) {
  const { appDownload } = useServices();
  const { t } = useT();
  return (
    <button type="button" className={variant === 'primary' ? 'button button--primary' : 'button'} aria-haspopup="dialog" onClick={() => appDownload.open()}>
      {t('download.open')}
    </button>
  );
}
