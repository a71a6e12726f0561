import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const elPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Προσθήκη κάρτας',
  'payments.cardForm.frame': 'Φόρμα κάρτας της πύλης πληρωμών',
  'payments.cardForm.starting': 'Άνοιγμα της φόρμας κάρτας…',
  'payments.cardForm.checking': 'Έλεγχος της κάρτας σας…',
  'payments.cardForm.unavailable': 'Η προσθήκη κάρτας δεν είναι διαθέσιμη εδώ. Μπορείτε να προσθέσετε κάρτα στην εφαρμογή Crypto.',
  'payments.cardForm.retry': 'Δοκιμάστε ξανά',
  'payments.frame.title': 'Επιβεβαιώστε την πληρωμή σας',
  'payments.frame.page': 'Σελίδα πληρωμής της τράπεζάς σας',
};
