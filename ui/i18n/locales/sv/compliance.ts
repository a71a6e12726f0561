import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const svCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Innan du investerar i krypto',
  'risk.body':
    '{name}, krypto är en investering med hög risk. Priset kan både sjunka och stiga, du kan förlora alla pengar du investerar och du skyddas troligen inte om något går fel.',
  'risk.more': 'Ta två minuter och läs mer i vår risksammanfattning för Storbritannien',
  'risk.confirm': 'Jag förstår',
};
