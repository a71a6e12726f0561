import type { AreaTexts } from '../../area-texts';
import type { sellMessagesEn } from '../../../trade/sell/messages.en';

export const ptBrSell: AreaTexts<typeof sellMessagesEn> = {
  'sell.wallet.verify': 'Configurar conta em dinheiro',
};
