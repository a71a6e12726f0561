import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const trDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Uygulamayı indir',
  'download.title': 'Crypto uygulamasını indirin',
  'download.lead': 'Kriptonuzu her yerden alıp satın ve yönetin; web uygulamasının henüz sunmadığı her şey de orada.',
  'download.button': 'Uygulamayı indir',
  'download.scan': 'Açmak için tarayın',
  'download.scanHint': 'Uygulamayı indirmek için telefonunuzun kamerasını koda tutun.',
  'download.qr': 'Crypto uygulamasını indirmek için QR kodu',
  'download.link': 'Veya indirme sayfasını açın',
};
