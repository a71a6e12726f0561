import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const elCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Τιμή {name}',
  'coin.changeUp': 'Άνοδος {percent} σε 24 ώρες',
  'coin.changeDown': 'Πτώση {percent} σε 24 ώρες',
  'coin.changeFlat': 'Αμετάβλητη σε 24 ώρες',
  'coin.live': 'Ζωντανά',
  'coin.delayed': 'Επανασύνδεση…',
  'coin.favourite': 'Αγαπημένο: {name}',
  'coin.buy': 'Αγορά {symbol}',
  'coin.sell': 'Πώληση {symbol}',
  'coin.chart.title': 'Τελευταίες 24 ώρες',
  'coin.chart.label': 'Γράφημα τιμής {name}, τελευταίες 24 ώρες',
  'coin.chart.summary': 'Άνοιγμα {open}, υψηλό {high}, χαμηλό {low}, τώρα {last}.',
  'coin.chart.unavailable': 'Το γράφημα τιμής δεν είναι διαθέσιμο αυτή τη στιγμή.',
  'coin.chart.loading': 'Φόρτωση γραφήματος…',
  'coin.chart.attribution': 'Γράφημα από TradingView',
  'coin.notFound.title': 'Το κρυπτονόμισμα δεν βρέθηκε',
  'coin.notFound.text': 'Δεν βρήκαμε κρυπτονόμισμα σε αυτή τη διεύθυνση.',
  'coin.notFound.home': 'Επιστροφή στην Αρχική',
  'coin.failed.text': 'Δεν ήταν δυνατή η φόρτωση αυτού του κρυπτονομίσματος.',
  'coin.failed.retry': 'Δοκιμάστε ξανά',
  'coin.backToMarket': 'Επιστροφή στις Αγορές',
};
