import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const ptBrTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.orderType.appOnly': 'Só no aplicativo',
  'trade.prime.badge': 'Cotações Prime',
  'trade.prime.tooltip': 'Como membro Prime, você negocia com cotações Prime, com preços melhores em cada compra e venda.',
  'buy.quick': 'Valores rápidos',
  'buy.rejected.invalid_character': 'Use dígitos e apenas um separador decimal.',
  'buy.rejected.too_many_dots': 'Use apenas um separador decimal.',
  'buy.rejected.too_many_integer_digits': 'No máximo 12 dígitos antes da vírgula.',
  'buy.rejected.no_decimals_allowed': 'Apenas valores inteiros.',
  'buy.wallet': 'Conta em dinheiro em {currency}',
  'buy.wallet.needDeposit': 'Deposite para usar esta conta',
  'buy.wallet.needSetup': 'Configure esta conta para usá-la',
  'confirm.countdown': 'O preço será atualizado em {seconds, plural, one {# segundo} other {# segundos}}',
  'confirm.refreshing': 'Atualizando o preço…',
  'confirm.submitting': 'Confirmando…',
};
