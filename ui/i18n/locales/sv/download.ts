import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const svDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Hämta appen',
  'download.title': 'Hämta Crypto-appen',
  'download.lead': 'Köp, sälj och hantera din krypto var du än är, med allt som webbappen ännu inte erbjuder.',
  'download.button': 'Ladda ned appen',
  'download.scan': 'Skanna för att öppna',
  'download.scanHint': 'Rikta telefonens kamera mot koden för att ladda ned appen.',
  'download.qr': 'QR-kod för att ladda ned Crypto-appen',
  'download.link': 'Eller öppna nedladdningssidan',
};
