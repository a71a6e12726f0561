import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const daCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Før du investerer i krypto',
  'risk.body':
    '{name}, krypto er en højrisikoinvestering. Prisen kan både falde og stige, du kan miste alle de penge, du investerer, og du er sandsynligvis ikke beskyttet, hvis noget går galt.',
  'risk.more': 'Brug to minutter på at lære mere i vores britiske risikooversigt',
  'risk.confirm': 'Jeg forstår',
};
