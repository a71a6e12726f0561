import type { AreaTexts } from '../../area-texts';
import type { marketMessagesEn } from '../../../market/messages.en';

export const itMarket: AreaTexts<typeof marketMessagesEn> = {};
