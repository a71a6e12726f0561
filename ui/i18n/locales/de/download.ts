import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const deDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'App holen',
  'download.title': 'Hol dir die Crypto-App',
  'download.lead': 'Kaufe, verkaufe und verwalte deine Kryptos unterwegs, mit allem, was die Web-App noch nicht bietet.',
  'download.button': 'App herunterladen',
  'download.scan': 'Zum Öffnen scannen',
  'download.scanHint': 'Richte die Kamera deines Telefons auf den Code, um die App herunterzuladen.',
  'download.qr': 'QR-Code zum Herunterladen der Crypto-App',
  'download.link': 'Oder die Download-Seite öffnen',
};
