import type { AreaTexts } from '../../area-texts';
import type { levelUpMessagesEn } from '../../../level-up/messages.en';

export const elLevelUp: AreaTexts<typeof levelUpMessagesEn> = {};
