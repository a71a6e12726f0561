import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const ptCompliance: AreaTexts<typeof complianceMessagesEn> = {};
