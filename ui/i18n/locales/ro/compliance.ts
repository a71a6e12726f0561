import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const roCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Înainte să investești în cripto',
  'risk.body':
    '{name}, cripto este o investiție cu risc ridicat. Prețul poate să scadă la fel de bine cum poate să crească, poți pierde toți banii investiți și este puțin probabil să beneficiezi de protecție dacă ceva nu merge bine.',
  'risk.more': 'Acordă două minute ca să afli mai multe din rezumatul nostru al riscurilor pentru Regatul Unit',
  'risk.confirm': 'Am înțeles',
};
