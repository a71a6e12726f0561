import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const trTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Al-Sat',
  'trade.tab.buy': 'Al',
  'trade.tab.sell': 'Sat',
  'trade.tabs': 'Al veya sat',
  'trade.orderType.title': 'Emir türü',
  'trade.orderType.trigger': 'Emir türü: {type}',
  'trade.orderType.one_time': 'Tek seferlik alım',
  'trade.orderType.recurring': 'Düzenli alım',
  'trade.orderType.target_price': 'Hedef fiyat',
  'trade.orderType.market': 'Piyasa emri',
  'trade.orderType.appOnly': 'Yalnızca uygulamada',
  'trade.prime.badge': 'Prime fiyatları',
  'trade.prime.tooltip': 'Prime üyesi olarak Prime fiyatlarıyla işlem yaparsınız; her alım ve satımda daha iyi fiyatlar alırsınız.',
  'confirm.title': '{title} onaylayın',
  'confirm.countdown': 'Fiyat {seconds, plural, one {# saniye} other {# saniye}} içinde yenilenecek',
  'confirm.refreshing': 'Fiyat yenileniyor…',
  'confirm.submit': 'Onayla',
  'confirm.submitting': 'Onaylanıyor…',
  'confirm.cancel': 'İptal',
};
