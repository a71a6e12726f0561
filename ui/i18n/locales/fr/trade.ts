import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const frTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Trader',
  'trade.tab.buy': 'Acheter',
  'trade.tab.sell': 'Vendre',
  'trade.tabs': 'Acheter ou vendre',
  'trade.orderType.title': 'Type d’ordre',
  'trade.orderType.trigger': 'Type d’ordre : {type}',
  'trade.orderType.one_time': 'Achat ponctuel',
  'trade.orderType.recurring': 'Achat récurrent',
  'trade.orderType.target_price': 'Prix cible',
  'trade.orderType.market': 'Ordre au marché',
  'trade.orderType.appOnly': 'Dans l’appli uniquement',
  'trade.prime.badge': 'Tarifs Prime',
  'trade.prime.tooltip': 'En tant que membre Prime, vous bénéficiez des tarifs Prime, avec de meilleurs prix à chaque achat et vente.',
  'confirm.title': 'Confirmer : {title}',
  'confirm.countdown': 'Le prix sera actualisé dans {seconds, plural, one {# seconde} other {# secondes}}',
  'confirm.refreshing': 'Actualisation du prix…',
  'confirm.submit': 'Confirmer',
  'confirm.submitting': 'Confirmation…',
  'confirm.cancel': 'Annuler',
};
