import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const frCaDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.scan': 'Balayez pour ouvrir',
  'download.scanHint': 'Pointez l’appareil photo de votre cellulaire vers le code pour télécharger l’application.',
};
