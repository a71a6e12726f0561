import type { AreaTexts } from '../../area-texts';
import type { levelUpMessagesEn } from '../../../level-up/messages.en';

export const ptLevelUp: AreaTexts<typeof levelUpMessagesEn> = {};
