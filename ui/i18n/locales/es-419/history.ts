import type { AreaTexts } from '../../area-texts';
import type { historyMessagesEn } from '../../../history/messages.en';

export const es419History: AreaTexts<typeof historyMessagesEn> = {
  'history.title.basket': 'Historial de la canasta',
  'history.failed': 'No pudimos cargar el historial.',
  'history.detail.amount': 'Monto',
  'history.detail.native': 'Monto original',
  'history.detail.failed': 'No pudimos cargar los detalles. La lista muestra lo que sabemos.',
};
