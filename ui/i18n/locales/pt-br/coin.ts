import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const ptBrCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.backToMarket': 'Voltar ao Mercado',
};
