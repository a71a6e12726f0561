import type { AreaTexts } from '../../area-texts';
import type { marketMessagesEn } from '../../../market/messages.en';

export const es419Market: AreaTexts<typeof marketMessagesEn> = {
  'market.failed.text': 'No pudimos cargar las monedas.',
};
