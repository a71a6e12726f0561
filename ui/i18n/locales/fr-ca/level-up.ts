import type { AreaTexts } from '../../area-texts';
import type { levelUpMessagesEn } from '../../../level-up/messages.en';

export const frCaLevelUp: AreaTexts<typeof levelUpMessagesEn> = {
  'levelUp.lead':
    'Des frais réduits, de meilleures récompenses. Choisissez la formule adaptée à votre façon d’effectuer des transactions ; changez de formule ou annulez en tout temps.',
  'levelUp.plan.annual': 'ou {price} par année',
  'levelUp.status.cancelled': 'Annulé',
  'levelUpServer.level_up_benefit_card_cashback': 'Plus de remises en argent sur vos achats par carte',
};
