import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const frCaMore: AreaTexts<typeof moreMessagesEn> = {
  'more.help.text':
    'Les réponses aux questions fréquentes sont dans le guide. Clavardez avec notre équipe de soutien dans l’application mobile, en tout temps.',
  'more.app.text': 'Staking, Prédictions, achats récurrents et clavardage avec le soutien sont dans l’application mobile.',
  'more.legal.title': 'Avis juridiques',
  'more.legal.full':
    'Les crypto-actifs n’ont pas cours légal, ne sont garantis par aucun gouvernement et ne sont protégés ni par l’assurance-dépôts ni par les mécanismes de protection des investisseurs. L’argent de votre compte espèces est détenu auprès de banques partenaires. Des frais, des écarts de prix et des limites s’appliquent ; ils sont affichés avant que vous ne confirmiez une transaction.',
  'guide.safety.text':
    'Nous ne vous demanderons jamais votre code d’accès par téléphone, par courriel ou par clavardage. Utilisez un code d’accès que vous n’utilisez nulle part ailleurs, déconnectez-vous sur les appareils partagés et méfiez-vous de quiconque promet des rendements garantis : c’est la fraude la plus courante.',
  'guide.statement.text':
    'Les crypto-actifs sont très volatils et peuvent perdre toute leur valeur. Ils n’ont pas cours légal et ne sont protégés ni par l’assurance-dépôts ni par les mécanismes d’indemnisation des investisseurs. N’investissez que ce que vous pouvez vous permettre de perdre et envisagez d’obtenir un conseil indépendant.',
};
