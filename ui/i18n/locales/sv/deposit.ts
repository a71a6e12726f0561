import type { AreaTexts } from '../../area-texts';
import type { depositMessagesEn } from '../../../deposit/messages.en';

export const svDeposit: AreaTexts<typeof depositMessagesEn> = {};
