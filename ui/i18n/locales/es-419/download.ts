import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const es419Download: AreaTexts<typeof downloadMessagesEn> = {
  'download.lead': 'Compra, vende y administra tus criptos donde estés, con todo lo que la aplicación web aún no ofrece.',
  'download.scanHint': 'Apunta la cámara de tu celular al código para descargar la aplicación.',
};
