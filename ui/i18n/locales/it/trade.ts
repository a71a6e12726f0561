import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const itTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Fai trading',
  'trade.tab.buy': 'Acquista',
  'trade.tab.sell': 'Vendi',
  'trade.tabs': 'Acquista o vendi',
  'trade.orderType.title': 'Tipo di ordine',
  'trade.orderType.trigger': 'Tipo di ordine: {type}',
  'trade.orderType.one_time': 'Acquisto singolo',
  'trade.orderType.recurring': 'Acquisto ricorrente',
  'trade.orderType.target_price': 'Prezzo obiettivo',
  'trade.orderType.market': 'Ordine al mercato',
  'trade.orderType.appOnly': 'Solo nell’app',
  'trade.prime.badge': 'Tariffe Prime',
  'trade.prime.tooltip': 'Come membro Prime fai trading con le tariffe Prime, con prezzi migliori su ogni acquisto e vendita.',
  'confirm.title': 'Conferma {title}',
  'confirm.countdown': 'Il prezzo si aggiorna tra {seconds, plural, one {# secondo} other {# secondi}}',
  'confirm.refreshing': 'Aggiornamento del prezzo…',
  'confirm.submit': 'Conferma',
  'confirm.submitting': 'Conferma in corso…',
  'confirm.cancel': 'Annulla',
};
