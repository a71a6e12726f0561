import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const hrCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Cijena kovanice {name}',
  'coin.changeUp': 'Porast od {percent} u 24 sata',
  'coin.changeDown': 'Pad od {percent} u 24 sata',
  'coin.changeFlat': 'Bez promjene u 24 sata',
  'coin.live': 'Uživo',
  'coin.delayed': 'Ponovno povezivanje…',
  'coin.favourite': 'Dodaj {name} u favorite',
  'coin.buy': 'Kupi {symbol}',
  'coin.sell': 'Prodaj {symbol}',
  'coin.chart.title': 'Posljednja 24 sata',
  'coin.chart.label': 'Grafikon cijene za {name}, posljednja 24 sata',
  'coin.chart.summary': 'Otvaranje {open}, najviša {high}, najniža {low}, sada {last}.',
  'coin.chart.unavailable': 'Grafikon cijene trenutačno nije dostupan.',
  'coin.chart.loading': 'Učitavanje grafikona…',
  'coin.chart.attribution': 'Grafikon: TradingView',
  'coin.notFound.title': 'Kovanica nije pronađena',
  'coin.notFound.text': 'Na ovoj adresi nismo pronašli kovanicu.',
  'coin.notFound.home': 'Natrag na Početnu',
  'coin.failed.text': 'Nismo mogli učitati ovu kovanicu.',
  'coin.failed.retry': 'Pokušaj ponovno',
  'coin.backToMarket': 'Natrag na Tržište',
};
