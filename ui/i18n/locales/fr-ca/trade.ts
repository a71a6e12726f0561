import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const frCaTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Négocier',
  'trade.orderType.appOnly': 'Application seulement',
};
