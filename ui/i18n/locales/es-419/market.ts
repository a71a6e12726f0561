import type { AreaTexts } from '../../area-texts';
import type { marketMessagesEn } from '../../../market/messages.en';

export const es419Market: AreaTexts<typeof marketMessagesEn> = {
  'market.empty.search': 'Ninguna moneda coincide con “{keyword}”.',
  'market.empty.category': 'En este momento no hay monedas en esta lista.',
  'market.failed.text': 'No pudimos cargar las monedas.',
};
