import type { AreaTexts } from '../../area-texts';
import type { accountMessagesEn } from '../../../account/messages.en';

export const ruAccount: AreaTexts<typeof accountMessagesEn> = {};
