import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const nlTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Handelen',
  'trade.tab.buy': 'Kopen',
  'trade.tab.sell': 'Verkopen',
  'trade.tabs': 'Kopen of verkopen',
  'trade.orderType.title': 'Ordertype',
  'trade.orderType.trigger': 'Ordertype: {type}',
  'trade.orderType.one_time': 'Eenmalige aankoop',
  'trade.orderType.recurring': 'Periodieke aankoop',
  'trade.orderType.target_price': 'Doelprijs',
  'trade.orderType.market': 'Marktorder',
  'trade.orderType.appOnly': 'Alleen in de app',
  'trade.prime.badge': 'Prime-tarieven',
  'trade.prime.tooltip': 'Als Prime-lid handel je tegen Prime-tarieven, met betere prijzen bij elke aan- en verkoop.',
  'confirm.title': '{title} bevestigen',
  'confirm.countdown': 'Prijs wordt vernieuwd over {seconds, plural, one {# seconde} other {# seconden}}',
  'confirm.refreshing': 'Prijs wordt vernieuwd…',
  'confirm.submit': 'Bevestigen',
  'confirm.submitting': 'Bezig met bevestigen…',
  'confirm.cancel': 'Annuleren',
};
