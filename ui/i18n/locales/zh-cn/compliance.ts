import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const zhCnCompliance: AreaTexts<typeof complianceMessagesEn> = {};
