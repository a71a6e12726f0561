import type { AreaTexts } from '../../area-texts';
import type { marketMessagesEn } from '../../../market/messages.en';

export const frMarket: AreaTexts<typeof marketMessagesEn> = {};
