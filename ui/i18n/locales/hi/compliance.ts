import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const hiCompliance: AreaTexts<typeof complianceMessagesEn> = {};
