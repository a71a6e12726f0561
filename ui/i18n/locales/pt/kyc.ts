import type { AreaTexts } from '../../area-texts';
import type { kycMessagesEn } from '../../../kyc/messages.en';

export const ptKyc: AreaTexts<typeof kycMessagesEn> = {};
