import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const plTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Handel',
  'trade.tab.buy': 'Kup',
  'trade.tab.sell': 'Sprzedaj',
  'trade.tabs': 'Kup lub sprzedaj',
  'trade.orderType.title': 'Rodzaj zlecenia',
  'trade.orderType.trigger': 'Rodzaj zlecenia: {type}',
  'trade.orderType.one_time': 'Zakup jednorazowy',
  'trade.orderType.recurring': 'Zakup cykliczny',
  'trade.orderType.target_price': 'Cena docelowa',
  'trade.orderType.market': 'Zlecenie rynkowe',
  'trade.orderType.appOnly': 'Tylko w aplikacji',
  'trade.prime.badge': 'Kursy Prime',
  'trade.prime.tooltip': 'Jako członek Prime handlujesz po kursach Prime, z lepszymi cenami przy każdym kupnie i sprzedaży.',
  'confirm.title': 'Potwierdź: {title}',
  'confirm.countdown': 'Cena odświeży się za {seconds, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}',
  'confirm.refreshing': 'Odświeżanie ceny…',
  'confirm.submit': 'Potwierdź',
  'confirm.submitting': 'Potwierdzanie…',
  'confirm.cancel': 'Anuluj',
};
