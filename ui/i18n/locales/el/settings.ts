import type { AreaTexts } from '../../area-texts';
import type { settingsMessagesEn } from '../../../settings/messages.en';

export const elSettings: AreaTexts<typeof settingsMessagesEn> = {
  'settings.title': 'Ρυθμίσεις',
  'settings.language.heading': 'Γλώσσα',
  'settings.language.label': 'Γλώσσα εμφάνισης',
  'settings.language.hint': 'Τα κείμενα που δεν έχουν μεταφραστεί ακόμη εμφανίζονται στα αγγλικά.',
  'settings.language.apply': 'Εφαρμογή γλώσσας',
  'settings.language.saving': 'Αποθήκευση…',
  'settings.language.failed': 'Δεν ήταν δυνατή η αποθήκευση της γλώσσας σας. Δοκιμάστε ξανά.',
  'settings.currency.heading': 'Νόμισμα πληρωμών',
  'settings.currency.label': 'Νόμισμα για τιμές και πληρωμές',
  'settings.currency.loading': 'Φόρτωση νομισμάτων…',
  'settings.currency.loadFailed': 'Δεν ήταν δυνατή η φόρτωση των νομισμάτων. Δοκιμάστε ξανά αργότερα.',
  'settings.currency.save': 'Αποθήκευση νομίσματος',
  'settings.currency.saving': 'Αποθήκευση…',
  'settings.currency.current': 'Τρέχον: {currency}.',
  'settings.currency.failed': 'Δεν ήταν δυνατή η αλλαγή του νομίσματος πληρωμών. Δοκιμάστε ξανά.',
  'settings.signOut.heading': 'Αποσύνδεση',
  'settings.signOut.text': 'Αποσυνδεθείτε από αυτή τη συσκευή. Τα χρήματά σας παραμένουν ασφαλή στον λογαριασμό σας.',
  'settings.signOut.button': 'Αποσύνδεση',
};
