import type { AreaTexts } from '../../area-texts';
import type { tradeMessagesEn } from '../../../trade/messages.en';

export const elTrade: AreaTexts<typeof tradeMessagesEn> = {
  'trade.title': 'Συναλλαγή',
  'trade.tab.buy': 'Αγορά',
  'trade.tab.sell': 'Πώληση',
  'trade.tabs': 'Αγορά ή πώληση',
  'trade.orderType.title': 'Τύπος εντολής',
  'trade.orderType.trigger': 'Τύπος εντολής: {type}',
  'trade.orderType.one_time': 'Εφάπαξ αγορά',
  'trade.orderType.recurring': 'Επαναλαμβανόμενη αγορά',
  'trade.orderType.target_price': 'Τιμή-στόχος',
  'trade.orderType.market': 'Εντολή στην τρέχουσα τιμή',
  'trade.orderType.appOnly': 'Μόνο στην εφαρμογή',
  'trade.prime.badge': 'Τιμές Prime',
  'trade.prime.tooltip': 'Ως μέλος Prime κάνετε συναλλαγές με τιμές Prime, δηλαδή με καλύτερες τιμές σε κάθε αγορά και πώληση.',
  'confirm.title': 'Επιβεβαίωση {title}',
  'confirm.countdown': 'Η τιμή ανανεώνεται σε {seconds, plural, one {# δευτερόλεπτο} other {# δευτερόλεπτα}}',
  'confirm.refreshing': 'Ανανέωση τιμής…',
  'confirm.submit': 'Επιβεβαίωση',
  'confirm.submitting': 'Γίνεται επιβεβαίωση…',
  'confirm.cancel': 'Ακύρωση',
};
