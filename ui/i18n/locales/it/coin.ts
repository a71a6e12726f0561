import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const itCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Prezzo di {name}',
  'coin.changeUp': 'In rialzo del {percent} in 24 ore',
  'coin.changeDown': 'In ribasso del {percent} in 24 ore',
  'coin.changeFlat': 'Invariato in 24 ore',
  'coin.live': 'In tempo reale',
  'coin.delayed': 'Riconnessione…',
  'coin.favourite': 'Aggiungi {name} ai preferiti',
  'coin.buy': 'Acquista {symbol}',
  'coin.sell': 'Vendi {symbol}',
  'coin.chart.title': 'Ultime 24 ore',
  'coin.chart.label': 'Grafico del prezzo di {name}, ultime 24 ore',
  'coin.chart.summary': 'Apertura {open}, massimo {high}, minimo {low}, ora {last}.',
  'coin.chart.unavailable': 'Il grafico del prezzo non è disponibile al momento.',
  'coin.chart.loading': 'Caricamento del grafico…',
  'coin.chart.attribution': 'Grafico di TradingView',
  'coin.notFound.title': 'Moneta non trovata',
  'coin.notFound.text': 'Non abbiamo trovato nessuna moneta a questo indirizzo.',
  'coin.notFound.home': 'Torna alla home',
  'coin.failed.text': 'Impossibile caricare questa moneta.',
  'coin.failed.retry': 'Riprova',
  'coin.backToMarket': 'Torna al mercato',
};
