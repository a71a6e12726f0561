import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const daTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Handel',
  'trade.tab.buy': 'Køb',
  'trade.tab.sell': 'Sælg',
  'trade.tabs': 'Køb eller sælg',
  'trade.orderType.title': 'Ordretype',
  'trade.orderType.trigger': 'Ordretype: {type}',
  'trade.orderType.one_time': 'Engangskøb',
  'trade.orderType.recurring': 'Fast køb',
  'trade.orderType.target_price': 'Målpris',
  'trade.orderType.market': 'Markedsordre',
  'trade.orderType.appOnly': 'Kun i appen',
  'trade.prime.badge': 'Prime-kurser',
  'trade.prime.tooltip': 'Som Prime-medlem handler du til Prime-kurser med bedre priser på hvert køb og salg.',
  'confirm.title': 'Bekræft {title}',
  'confirm.countdown': 'Prisen opdateres om {seconds, plural, one {# sekund} other {# sekunder}}',
  'confirm.refreshing': 'Opdaterer prisen…',
  'confirm.submit': 'Bekræft',
  'confirm.submitting': 'Bekræfter…',
  'confirm.cancel': 'Annuller',
};
