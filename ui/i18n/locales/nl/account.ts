import type { AreaTexts } from '../../area-texts';
import type { accountMessagesEn } from '../../../account/messages.en';

export const nlAccount: AreaTexts<typeof accountMessagesEn> = {};
