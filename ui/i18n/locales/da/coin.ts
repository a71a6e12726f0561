import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const daCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': '{name}-kurs',
  'coin.changeUp': 'Op {percent} på 24 timer',
  'coin.changeDown': 'Ned {percent} på 24 timer',
  'coin.changeFlat': 'Uændret på 24 timer',
  'coin.live': 'Live',
  'coin.delayed': 'Opretter forbindelse igen…',
  'coin.favourite': 'Føj {name} til favoritter',
  'coin.buy': 'Køb {symbol}',
  'coin.sell': 'Sælg {symbol}',
  'coin.chart.title': 'Seneste 24 timer',
  'coin.chart.label': 'Kursgraf for {name}, seneste 24 timer',
  'coin.chart.summary': 'Åbning {open}, højeste {high}, laveste {low}, nu {last}.',
  'coin.chart.unavailable': 'Kursgrafen er ikke tilgængelig lige nu.',
  'coin.chart.loading': 'Indlæser grafen…',
  'coin.chart.attribution': 'Graf fra TradingView',
  'coin.notFound.title': 'Mønten blev ikke fundet',
  'coin.notFound.text': 'Vi kunne ikke finde en mønt på denne adresse.',
  'coin.notFound.home': 'Tilbage til Hjem',
  'coin.failed.text': 'Vi kunne ikke indlæse denne mønt.',
  'coin.failed.retry': 'Prøv igen',
  'coin.backToMarket': 'Tilbage til Marked',
};
