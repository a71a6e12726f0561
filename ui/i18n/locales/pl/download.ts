import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const plDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Pobierz aplikację',
  'download.title': 'Pobierz aplikację Crypto',
  'download.lead': 'Kupuj, sprzedawaj i zarządzaj kryptowalutami w drodze, ze wszystkim, czego aplikacja internetowa jeszcze nie oferuje.',
  'download.button': 'Pobierz aplikację',
  'download.scan': 'Zeskanuj, aby otworzyć',
  'download.scanHint': 'Skieruj aparat telefonu na kod, aby pobrać aplikację.',
  'download.qr': 'Kod QR do pobrania aplikacji Crypto',
  'download.link': 'Lub otwórz stronę pobierania',
};
