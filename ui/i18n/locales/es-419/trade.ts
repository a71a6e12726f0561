import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const es419Trade: AreaTexts<typeof tradeMessagesEn> = {};
