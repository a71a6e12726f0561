import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const svMore: AreaTexts<typeof moreMessagesEn> = {};
