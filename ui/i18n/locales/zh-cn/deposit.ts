import type { AreaTexts } from '../../area-texts';
import type { depositMessagesEn } from '../../../deposit/messages.en';

export const zhCnDeposit: AreaTexts<typeof depositMessagesEn> = {};
