import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const hrTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Trgovanje',
  'trade.tab.buy': 'Kupi',
  'trade.tab.sell': 'Prodaj',
  'trade.tabs': 'Kupi ili prodaj',
  'trade.orderType.title': 'Vrsta naloga',
  'trade.orderType.trigger': 'Vrsta naloga: {type}',
  'trade.orderType.one_time': 'Jednokratna kupnja',
  'trade.orderType.recurring': 'Periodična kupnja',
  'trade.orderType.target_price': 'Ciljana cijena',
  'trade.orderType.market': 'Tržišni nalog',
  'trade.orderType.appOnly': 'Samo u aplikaciji',
  'trade.prime.badge': 'Prime tečajevi',
  'trade.prime.tooltip': 'Uz Prime članstvo trguješ po Prime tečajevima, s boljim cijenama pri svakoj kupnji i prodaji.',
  'confirm.title': 'Potvrdi: {title}',
  'confirm.countdown': 'Cijena se osvježava za {seconds, plural, one {# sekundu} few {# sekunde} other {# sekundi}}',
  'confirm.refreshing': 'Osvježavanje cijene…',
  'confirm.submit': 'Potvrdi',
  'confirm.submitting': 'Potvrđivanje…',
  'confirm.cancel': 'Odustani',
};
