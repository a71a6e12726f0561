import type { AreaTexts } from '../../area-texts';
import type { homeMessagesEn } from '../../../home/messages.en';

export const frCaHome: AreaTexts<typeof homeMessagesEn> = {
  'home.more.title': 'Plus de possibilités dans l’application',
  'home.more.text': 'Achats récurrents, alertes de prix, staking et plus encore dans l’application Crypto.',
  'home.kyc.rejected.text': 'Votre compte espèces ne peut pas être ouvert pour le moment. Veuillez communiquer avec notre équipe de soutien pour continuer.',
  'home.kyc.contactSupport': 'Communiquer avec le soutien',
};
