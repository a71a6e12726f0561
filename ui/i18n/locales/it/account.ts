import type { AreaTexts } from '../../area-texts';
import type { accountMessagesEn } from '../../../account/messages.en';

export const itAccount: AreaTexts<typeof accountMessagesEn> = {};
