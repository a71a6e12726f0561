import type { AreaTexts } from '../../area-texts';
import type { marketMessagesEn } from '../../../market/messages.en';

export const ptMarket: AreaTexts<typeof marketMessagesEn> = {};
