import type { AreaTexts } from '../../area-texts';
import type { moreMessagesEn } from '../../../more/messages.en';

export const frMore: AreaTexts<typeof moreMessagesEn> = {
  'more.title': 'Plus',
  'more.settings.title': 'Paramètres',
  'more.settings.text': 'Langue, devise de paiement et déconnexion.',
  'more.settings.link': 'Ouvrir les paramètres',
  'more.learn.title': 'Apprendre',
  'more.learn.text': 'Vous débutez avec les cryptos ? Un guide rapide sur les cryptos, les paniers, les prix et la sécurité de votre compte.',
  'more.learn.link': 'Lire le guide des cryptos',
  'more.help.title': 'Aide',
  'more.help.text':
    'Les réponses aux questions fréquentes sont dans le guide. Discutez avec notre équipe d’assistance dans l’application mobile, à tout moment.',
  'more.app.title': 'Obtenir l’application',
  'more.app.text': 'Staking, Prédictions, achats récurrents et chat d’assistance sont dans l’application mobile.',
  'more.legal.title': 'Mentions légales',
  'more.legal.text':
    'Le prix des cryptos monte et baisse, et vous pourriez perdre l’argent investi. Les performances passées ne préjugent pas des résultats futurs. Rien ici ne constitue un conseil en investissement, fiscal ou juridique.',
  'more.legal.full':
    'Les crypto-actifs n’ont pas cours légal, ne sont garantis par aucun État et ne sont couverts ni par la garantie des dépôts ni par les dispositifs de protection des investisseurs. L’argent de votre compte espèces est détenu auprès de banques partenaires. Des frais, des écarts de prix et des limites s’appliquent ; ils sont affichés avant que vous ne confirmiez une transaction.',
  'more.legal.statement': 'Lire l’avertissement sur les risques',
  'guide.title': 'Guide des cryptos',
  'guide.lead': 'Cinq lectures rapides avant votre prochaine transaction.',
  'guide.coins.title': 'Qu’est-ce qu’une crypto ?',
  'guide.coins.text':
    'Une crypto est un actif numérique enregistré dans un registre public appelé blockchain. Le bitcoin (BTC) a été la première ; Ethereum (ETH) fait aussi tourner des programmes. Chaque crypto a son propre prix, fixé par les acheteurs et les vendeurs du monde entier, 24 h/24.',
  'guide.prices.title': 'Comment les prix évoluent',
  'guide.prices.text':
    'Les prix changent chaque seconde. Le prix affiché sur la page d’une crypto est en direct ; quand vous achetez ou vendez, vous obtenez une cotation valable 15 secondes, pour savoir exactement ce que vous payez et recevez avant de confirmer.',
  'guide.baskets.title': 'Les paniers',
  'guide.baskets.text':
    'Un panier achète plusieurs cryptos en une fois, selon des pondérations fixes (par exemple 60 % de BTC et 40 % d’ETH). Le rééquilibrage le ramène à ces pondérations chaque semaine, toutes les deux semaines ou chaque mois ; vous pouvez le désactiver. Vos paniers et leur rééquilibrage se trouvent dans Comptes.',
  'guide.cash.title': 'Votre compte espèces',
  'guide.cash.text':
    'Votre compte espèces contient de l’argent dans votre propre devise. Déposez par virement ou par carte, achetez des cryptos avec sans frais de carte, et recevez-y l’argent de vos ventes. Chaque mouvement figure dans son historique, exportable en CSV.',
  'guide.safety.title': 'Protéger votre compte',
  'guide.safety.text':
    'Nous ne vous demanderons jamais votre code d’accès par téléphone, e-mail ou chat. Utilisez un code d’accès que vous n’utilisez nulle part ailleurs, déconnectez-vous sur les appareils partagés et méfiez-vous de quiconque promet des rendements garantis : c’est l’arnaque la plus courante.',
  'guide.statement.title': 'Avertissement sur les risques',
  'guide.statement.text':
    'Les crypto-actifs sont très volatils et peuvent perdre toute leur valeur. Ils n’ont pas cours légal et ne sont protégés ni par la garantie des dépôts ni par les dispositifs d’indemnisation des investisseurs. N’investissez que ce que vous pouvez vous permettre de perdre et envisagez de demander un conseil indépendant.',
  'guide.back': 'Retour à Plus',
  'more.help.assistant': 'Interroger notre assistant',
  'more.help.assistantName': 'Interroger notre assistant (s’ouvre dans un nouvel onglet)',
  'more.help.assistantText': 'Notre assistant répond à vos questions sur votre compte et l’application, jour et nuit.',
};
