import type { AreaTexts } from '../../area-texts';
import type { historyMessagesEn } from '../../../history/messages.en';

export const frHistory: AreaTexts<typeof historyMessagesEn> = {};
