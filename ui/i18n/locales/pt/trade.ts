import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const ptTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Negociar',
  'trade.tab.buy': 'Comprar',
  'trade.tab.sell': 'Vender',
  'trade.tabs': 'Comprar ou vender',
  'trade.orderType.title': 'Tipo de ordem',
  'trade.orderType.trigger': 'Tipo de ordem: {type}',
  'trade.orderType.one_time': 'Compra única',
  'trade.orderType.recurring': 'Compra recorrente',
  'trade.orderType.target_price': 'Preço-alvo',
  'trade.orderType.market': 'Ordem de mercado',
  'trade.orderType.appOnly': 'Só na aplicação',
  'trade.prime.badge': 'Taxas Prime',
  'trade.prime.tooltip': 'Como membro Prime, negoceia com taxas Prime, com melhores preços em cada compra e venda.',
  'confirm.title': 'Confirmar {title}',
  'confirm.countdown': 'O preço é atualizado dentro de {seconds, plural, one {# segundo} other {# segundos}}',
  'confirm.refreshing': 'A atualizar o preço…',
  'confirm.submit': 'Confirmar',
  'confirm.submitting': 'A confirmar…',
  'confirm.cancel': 'Cancelar',
};
