import type { AreaTexts } from '../../area-texts';
import type { depositMessagesEn } from '../../../deposit/messages.en';

export const ruDeposit: AreaTexts<typeof depositMessagesEn> = {};
