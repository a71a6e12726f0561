import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const daDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Hent appen',
  'download.title': 'Hent Crypto-appen',
  'download.lead': 'Køb, sælg og administrer din krypto, hvor du end er, med alt det, webappen ikke tilbyder endnu.',
  'download.button': 'Download appen',
  'download.scan': 'Scan for at åbne',
  'download.scanHint': 'Peg din telefons kamera mod koden for at downloade appen.',
  'download.qr': 'QR-kode til at downloade Crypto-appen',
  'download.link': 'Eller åbn downloadsiden',
};
