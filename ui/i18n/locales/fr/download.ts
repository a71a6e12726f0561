import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const frDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Obtenir l’application',
  'download.title': 'Téléchargez l’application Crypto',
  'download.lead': 'Achetez, vendez et gérez vos cryptos partout, avec tout ce que l’application web ne propose pas encore.',
  'download.button': 'Télécharger l’application',
  'download.scan': 'Scannez pour ouvrir',
  'download.scanHint': 'Pointez l’appareil photo de votre téléphone vers le code pour télécharger l’application.',
  'download.qr': 'Code QR pour télécharger l’application Crypto',
  'download.link': 'Ou ouvrez la page de téléchargement',
};
