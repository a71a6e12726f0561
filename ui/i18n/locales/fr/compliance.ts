import type { AreaTexts } from '../../area-texts';
import type { complianceMessagesEn } from '../../../compliance/messages.en';

export const frCompliance: AreaTexts<typeof complianceMessagesEn> = {
  'risk.title': 'Avant d’investir dans les cryptos',
  'risk.body':
    '{name}, les cryptos sont un investissement à haut risque. Leur prix peut baisser comme monter, vous pourriez perdre tout l’argent investi, et vous ne serez probablement pas protégé en cas de problème.',
  'risk.more': 'Prenez deux minutes pour en savoir plus dans notre résumé des risques pour le Royaume-Uni',
  'risk.confirm': 'Je comprends',
};
