import type { AreaTexts } from '../../area-texts';
import type { buyMessagesEn } from '../../../trade/buy/messages.en';

export const ptBrBuy: AreaTexts<typeof buyMessagesEn> = {
  'buy.wallet.deposit': 'Depositar',
  'buy.wallet.depositLabel': 'Depositar na sua conta em dinheiro em {currency}',
};
