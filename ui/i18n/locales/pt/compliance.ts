import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const ptCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Antes de investir em cripto',
  'risk.body':
    '{name}, as cripto são um investimento de alto risco. O preço pode descer tal como subir, pode perder todo o dinheiro que investir e é pouco provável que esteja protegido se algo correr mal.',
  'risk.more': 'Dedique dois minutos a saber mais no nosso resumo de riscos para o Reino Unido',
  'risk.confirm': 'Compreendo',
};
