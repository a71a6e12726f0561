import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const nlCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Koers van {name}',
  'coin.changeUp': '{percent} gestegen in 24 uur',
  'coin.changeDown': '{percent} gedaald in 24 uur',
  'coin.changeFlat': 'Onveranderd in 24 uur',
  'coin.live': 'Live',
  'coin.delayed': 'Opnieuw verbinden…',
  'coin.favourite': '{name} als favoriet',
  'coin.buy': '{symbol} kopen',
  'coin.sell': '{symbol} verkopen',
  'coin.chart.title': 'Afgelopen 24 uur',
  'coin.chart.label': 'Koersgrafiek van {name}, afgelopen 24 uur',
  'coin.chart.summary': 'Opening {open}, hoogste {high}, laagste {low}, nu {last}.',
  'coin.chart.unavailable': 'De koersgrafiek is nu niet beschikbaar.',
  'coin.chart.loading': 'Grafiek wordt geladen…',
  'coin.chart.attribution': 'Grafiek van TradingView',
  'coin.notFound.title': 'Munt niet gevonden',
  'coin.notFound.text': 'We hebben op dit adres geen munt gevonden.',
  'coin.notFound.home': 'Terug naar start',
  'coin.failed.text': 'We konden deze munt niet laden.',
  'coin.failed.retry': 'Opnieuw proberen',
  'coin.backToMarket': 'Terug naar Markt',
};
