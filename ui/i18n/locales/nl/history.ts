import type { AreaTexts } from '../../area-texts';
import type { historyMessagesEn } from '../../../history/messages.en';

export const nlHistory: AreaTexts<typeof historyMessagesEn> = {};
