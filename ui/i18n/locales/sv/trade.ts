import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const svTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Handla',
  'trade.tab.buy': 'Köp',
  'trade.tab.sell': 'Sälj',
  'trade.tabs': 'Köp eller sälj',
  'trade.orderType.title': 'Ordertyp',
  'trade.orderType.trigger': 'Ordertyp: {type}',
  'trade.orderType.one_time': 'Engångsköp',
  'trade.orderType.recurring': 'Återkommande köp',
  'trade.orderType.target_price': 'Målpris',
  'trade.orderType.market': 'Marknadsorder',
  'trade.orderType.appOnly': 'Endast i appen',
  'trade.prime.badge': 'Prime-kurser',
  'trade.prime.tooltip': 'Som Prime-medlem handlar du till Prime-kurser, med bättre priser på varje köp och försäljning.',
  'confirm.title': 'Bekräfta {title}',
  'confirm.countdown': 'Priset uppdateras om {seconds, plural, one {# sekund} other {# sekunder}}',
  'confirm.refreshing': 'Uppdaterar priset…',
  'confirm.submit': 'Bekräfta',
  'confirm.submitting': 'Bekräftar…',
  'confirm.cancel': 'Avbryt',
};
