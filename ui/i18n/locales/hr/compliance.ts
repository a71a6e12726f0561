import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const hrCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Prije ulaganja u kripto',
  'risk.body':
    '{name}, kripto je visokorizično ulaganje. Cijena može i pasti i porasti, možeš izgubiti sav uloženi novac a ako nešto pođe po zlu, zaštita ti vjerojatno neće biti dostupna.',
  'risk.more': 'Odvoji dvije minute i saznaj više u našem sažetku rizika za UK',
  'risk.confirm': 'Razumijem',
};
