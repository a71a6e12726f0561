import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const itCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Prima di investire in cripto',
  'risk.body':
    '{name}, le cripto sono un investimento ad alto rischio. Il loro prezzo può scendere oltre che salire, potresti perdere tutto il denaro investito ed è improbabile che tu sia tutelato se qualcosa va storto.',
  'risk.more': 'Dedica due minuti a saperne di più nella nostra sintesi dei rischi per il Regno Unito',
  'risk.confirm': 'Ho capito',
};
