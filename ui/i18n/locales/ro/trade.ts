import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const roTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Tranzacționare',
  'trade.tab.buy': 'Cumpără',
  'trade.tab.sell': 'Vinde',
  'trade.tabs': 'Cumpără sau vinde',
  'trade.orderType.title': 'Tip de ordin',
  'trade.orderType.trigger': 'Tip de ordin: {type}',
  'trade.orderType.one_time': 'Cumpărare unică',
  'trade.orderType.recurring': 'Cumpărare recurentă',
  'trade.orderType.target_price': 'Preț țintă',
  'trade.orderType.market': 'Ordin la piață',
  'trade.orderType.appOnly': 'Doar în aplicație',
  'trade.prime.badge': 'Cursuri Prime',
  'trade.prime.tooltip': 'Ca membru Prime, tranzacționezi la cursuri Prime, cu prețuri mai bune la fiecare cumpărare și vânzare.',
  'confirm.title': 'Confirmă {title}',
  'confirm.countdown': 'Prețul se actualizează în {seconds, plural, one {# secundă} few {# secunde} other {# de secunde}}',
  'confirm.refreshing': 'Se actualizează prețul…',
  'confirm.submit': 'Confirmă',
  'confirm.submitting': 'Se confirmă…',
  'confirm.cancel': 'Anulează',
};
