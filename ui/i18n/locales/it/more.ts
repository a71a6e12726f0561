import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const itMore: AreaTexts<typeof moreMessagesEn> = {};
