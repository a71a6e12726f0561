import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const plCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Cena {name}',
  'coin.changeUp': 'Wzrost o {percent} w ciągu 24 godzin',
  'coin.changeDown': 'Spadek o {percent} w ciągu 24 godzin',
  'coin.changeFlat': 'Bez zmian w ciągu 24 godzin',
  'coin.live': 'Na żywo',
  'coin.delayed': 'Ponowne łączenie…',
  'coin.favourite': 'Dodaj {name} do ulubionych',
  'coin.buy': 'Kup {symbol}',
  'coin.sell': 'Sprzedaj {symbol}',
  'coin.chart.title': 'Ostatnie 24 godziny',
  'coin.chart.label': 'Wykres ceny {name}, ostatnie 24 godziny',
  'coin.chart.summary': 'Otwarcie {open}, maksimum {high}, minimum {low}, teraz {last}.',
  'coin.chart.unavailable': 'Wykres ceny jest teraz niedostępny.',
  'coin.chart.loading': 'Ładowanie wykresu…',
  'coin.chart.attribution': 'Wykres TradingView',
  'coin.notFound.title': 'Nie znaleziono monety',
  'coin.notFound.text': 'Pod tym adresem nie ma żadnej monety.',
  'coin.notFound.home': 'Wróć do startu',
  'coin.failed.text': 'Nie udało się wczytać tej monety.',
  'coin.failed.retry': 'Spróbuj ponownie',
  'coin.backToMarket': 'Wróć do rynku',
};
