import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const roDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Descarcă aplicația',
  'download.title': 'Descarcă aplicația Crypto',
  'download.lead': 'Cumpără, vinde și gestionează-ți cripto oriunde ai fi, cu tot ce aplicația web nu oferă încă.',
  'download.button': 'Descarcă aplicația',
  'download.scan': 'Scanează pentru a deschide',
  'download.scanHint': 'Îndreaptă camera telefonului spre cod ca să descarci aplicația.',
  'download.qr': 'Cod QR pentru descărcarea aplicației Crypto',
  'download.link': 'Sau deschide pagina de descărcare',
};
