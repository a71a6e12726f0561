import type { AreaTexts } from '../../area-texts';
import type { buyMessagesEn } from '../../../trade/buy/messages.en';

export const frCaBuy: AreaTexts<typeof buyMessagesEn> = {
  'buy.banner.upsell': 'Rejoignez Level Up pour effectuer vos transactions avec des frais réduits.',
};
