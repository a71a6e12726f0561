import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const deCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': '{name}-Kurs',
  'coin.changeUp': 'Plus {percent} in 24 Stunden',
  'coin.changeDown': 'Minus {percent} in 24 Stunden',
  'coin.changeFlat': 'Unverändert in 24 Stunden',
  'coin.live': 'Live',
  'coin.delayed': 'Verbindung wird wiederhergestellt …',
  'coin.favourite': '{name} als Favorit',
  'coin.buy': '{symbol} kaufen',
  'coin.sell': '{symbol} verkaufen',
  'coin.chart.title': 'Letzte 24 Stunden',
  'coin.chart.label': 'Kursdiagramm von {name}, letzte 24 Stunden',
  'coin.chart.summary': 'Eröffnung {open}, Hoch {high}, Tief {low}, jetzt {last}.',
  'coin.chart.unavailable': 'Das Kursdiagramm ist gerade nicht verfügbar.',
  'coin.chart.loading': 'Diagramm wird geladen …',
  'coin.chart.attribution': 'Diagramm von TradingView',
  'coin.notFound.title': 'Coin nicht gefunden',
  'coin.notFound.text': 'Unter dieser Adresse haben wir keinen Coin gefunden.',
  'coin.notFound.home': 'Zurück zum Start',
  'coin.failed.text': 'Dieser Coin konnte nicht geladen werden.',
  'coin.failed.retry': 'Erneut versuchen',
  'coin.backToMarket': 'Zurück zum Markt',
};
