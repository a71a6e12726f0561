import type { AreaTexts } from '../../area-texts';
import type { historyMessagesEn } from '../../../history/messages.en';

export const es419History: AreaTexts<typeof historyMessagesEn> = {
  'history.failed': 'No pudimos cargar el historial.',
  'history.detail.failed': 'No pudimos cargar los detalles. La lista muestra lo que sabemos.',
};
