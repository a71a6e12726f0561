import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const ptBrTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.orderType.appOnly': 'Só no aplicativo',
  'trade.prime.badge': 'Cotações Prime',
  'trade.prime.tooltip': 'Como membro Prime, você negocia com cotações Prime, com preços melhores em cada compra e venda.',
  'confirm.countdown': 'O preço será atualizado em {seconds, plural, one {# segundo} other {# segundos}}',
  'confirm.refreshing': 'Atualizando o preço…',
  'confirm.submitting': 'Confirmando…',
};
