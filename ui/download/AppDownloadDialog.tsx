import { QRCodeSVG } from 'qrcode.react';
import { useServices } from '../base/services-context';
import { usePhoneLayout } from '../base/use-media-query';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';
import { Modal } from '../shared/modal/Modal';
import { APP_LOGO_DATA_URI, INSTALL_QR } from './app-logo';

/**
 * The app download modal (spec 000 §2, §9; 001 §2): on a phone a download button opening the
 * install link in a new tab; on a desktop a QR code of the install link labelled 'scan to open'.
 * Choice: the desktop also gets the link as text, for a customer without a phone camera at hand.
 */
export default function AppDownloadDialog() {
  const { appDownload } = useServices();
  const { installLink } = useStore(appDownload.state);
  const phone = usePhoneLayout();
  const { t } = useT();
  return (
    <Modal onClose={() => appDownload.close()} className="app-download" title={t('download.title')} description={<p className="hint">{t('download.lead')}</p>}>
      {phone ? (
        <a className="button button--primary app-download__button" href={installLink} target="_blank" rel="noopener noreferrer">
          {t('download.button')}
          <span className="visually-hidden"> {t('app.newTab')}</span>
        </a>
      ) : (
        <figure className="app-download__qr">
          <div className="app-download__code">
            <QRCodeSVG
              value={installLink}
              size={INSTALL_QR.size}
              level={INSTALL_QR.level}
              boostLevel={false}
              imageSettings={{ src: APP_LOGO_DATA_URI, width: INSTALL_QR.logoSize, height: INSTALL_QR.logoSize, excavate: true }}
              role="img"
              aria-label={t('download.qr')}
              data-testid="install-qr"
            />
          </div>
          <figcaption className="app-download__caption">
            <strong>{t('download.scan')}</strong>
            <span className="hint">{t('download.scanHint')}</span>
            <a href={installLink} target="_blank" rel="noopener noreferrer">
              {t('download.link')}
              <span className="visually-hidden"> {t('app.newTab')}</span>
            </a>
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
