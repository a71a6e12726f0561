import type { AreaTexts } from '../../area-texts';
import type { depositMessagesEn } from '../../../deposit/messages.en';

export const frDeposit: AreaTexts<typeof depositMessagesEn> = {};
