import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const roCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Prețul {name}',
  'coin.changeUp': 'Creștere de {percent} în 24 de ore',
  'coin.changeDown': 'Scădere de {percent} în 24 de ore',
  'coin.changeFlat': 'Neschimbat în 24 de ore',
  'coin.live': 'Live',
  'coin.delayed': 'Se reconectează…',
  'coin.favourite': 'Adaugă {name} la favorite',
  'coin.buy': 'Cumpără {symbol}',
  'coin.sell': 'Vinde {symbol}',
  'coin.chart.title': 'Ultimele 24 de ore',
  'coin.chart.label': 'Graficul prețului {name}, ultimele 24 de ore',
  'coin.chart.summary': 'Deschidere {open}, maxim {high}, minim {low}, acum {last}.',
  'coin.chart.unavailable': 'Graficul prețului nu este disponibil acum.',
  'coin.chart.loading': 'Se încarcă graficul…',
  'coin.chart.attribution': 'Grafic de la TradingView',
  'coin.notFound.title': 'Moneda nu a fost găsită',
  'coin.notFound.text': 'Nu am găsit nicio monedă la această adresă.',
  'coin.notFound.home': 'Înapoi la Acasă',
  'coin.failed.text': 'Nu am putut încărca această monedă.',
  'coin.failed.retry': 'Încearcă din nou',
  'coin.backToMarket': 'Înapoi la Piață',
};
