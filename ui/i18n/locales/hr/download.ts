import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const hrDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Preuzmi aplikaciju',
  'download.title': 'Preuzmi aplikaciju Crypto',
  'download.lead': 'Kupuj, prodaj i upravljaj svojim kriptom bilo gdje, uz sve što web-aplikacija još ne nudi.',
  'download.button': 'Preuzmi aplikaciju',
  'download.scan': 'Skeniraj za otvaranje',
  'download.scanHint': 'Usmjeri kameru telefona prema kodu da preuzmeš aplikaciju.',
  'download.qr': 'QR kod za preuzimanje aplikacije Crypto',
  'download.link': 'Ili otvori stranicu za preuzimanje',
};
