import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const itDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Scarica l’app',
  'download.title': 'Scarica l’app Crypto',
  'download.lead': 'Compra, vendi e gestisci le tue cripto ovunque, con tutto ciò che la web app non offre ancora.',
  'download.button': 'Scarica l’app',
  'download.scan': 'Scansiona per aprire',
  'download.scanHint': 'Inquadra il codice con la fotocamera del telefono per scaricare l’app.',
  'download.qr': 'Codice QR per scaricare l’app Crypto',
  'download.link': 'Oppure apri la pagina di download',
};
