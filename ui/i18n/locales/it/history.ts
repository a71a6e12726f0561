import type { AreaTexts } from '../../area-texts';
import type { historyMessagesEn } from '../../../history/messages.en';

export const itHistory: AreaTexts<typeof historyMessagesEn> = {};
