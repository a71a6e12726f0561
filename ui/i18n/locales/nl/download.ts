import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const nlDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Download de app',
  'download.title': 'Download de Crypto-app',
  'download.lead': 'Koop, verkoop en beheer je crypto onderweg, met alles wat de web-app nog niet biedt.',
  'download.button': 'App downloaden',
  'download.scan': 'Scan om te openen',
  'download.scanHint': 'Richt de camera van je telefoon op de code om de app te downloaden.',
  'download.qr': 'QR-code om de Crypto-app te downloaden',
  'download.link': 'Of open de downloadpagina',
};
