import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const ptBrCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.body':
    '{name}, cripto é um investimento de alto risco. O preço pode cair ou subir, você pode perder todo o dinheiro investido e provavelmente não terá proteção se algo der errado.',
  'risk.more': 'Reserve dois minutos para saber mais no nosso resumo de riscos para o Reino Unido',
  'risk.confirm': 'Entendi',
};
