import type { AreaTexts } from '../../area-texts';
import type { marketMessagesEn } from '../../../market/messages.en';

export const ruMarket: AreaTexts<typeof marketMessagesEn> = {};
