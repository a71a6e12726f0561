import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const svCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Pris för {name}',
  'coin.changeUp': 'Upp {percent} på 24 timmar',
  'coin.changeDown': 'Ned {percent} på 24 timmar',
  'coin.changeFlat': 'Oförändrat på 24 timmar',
  'coin.live': 'Live',
  'coin.delayed': 'Återansluter…',
  'coin.favourite': 'Markera {name} som favorit',
  'coin.buy': 'Köp {symbol}',
  'coin.sell': 'Sälj {symbol}',
  'coin.chart.title': 'Senaste 24 timmarna',
  'coin.chart.label': 'Prisdiagram för {name}, senaste 24 timmarna',
  'coin.chart.summary': 'Öppning {open}, högst {high}, lägst {low}, nu {last}.',
  'coin.chart.unavailable': 'Prisdiagrammet är inte tillgängligt just nu.',
  'coin.chart.loading': 'Laddar diagrammet…',
  'coin.chart.attribution': 'Diagram från TradingView',
  'coin.notFound.title': 'Myntet hittades inte',
  'coin.notFound.text': 'Vi hittade inget mynt på den här adressen.',
  'coin.notFound.home': 'Tillbaka till Hem',
  'coin.failed.text': 'Vi kunde inte läsa in det här myntet.',
  'coin.failed.retry': 'Försök igen',
  'coin.backToMarket': 'Tillbaka till Marknad',
};
