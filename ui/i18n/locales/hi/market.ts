import type { AreaTexts } from '../../area-texts';
import type { marketMessagesEn } from '../../../market/messages.en';

export const hiMarket: AreaTexts<typeof marketMessagesEn> = {};
