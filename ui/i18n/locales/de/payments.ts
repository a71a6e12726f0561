import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const dePayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Karte hinzufügen',
  'payments.cardForm.frame': 'Kartenformular des Zahlungsanbieters',
  'payments.cardForm.starting': 'Kartenformular wird geöffnet …',
  'payments.cardForm.checking': 'Deine Karte wird geprüft …',
  'payments.cardForm.unavailable': 'Hier kannst du keine Karte hinzufügen. In der Crypto-App geht das.',
  'payments.cardForm.retry': 'Erneut versuchen',
  'payments.frame.title': 'Zahlung bestätigen',
  'payments.frame.page': 'Zahlungsseite deiner Bank',
};
