import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const ptBrTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.orderType.appOnly': 'Só no aplicativo',
  'trade.prime.tooltip': 'Como membro Prime, você negocia com taxas Prime, com preços melhores em cada compra e venda.',
};
