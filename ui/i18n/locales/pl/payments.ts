import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const plPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Dodaj kartę',
  'payments.cardForm.frame': 'Formularz karty operatora płatności',
  'payments.cardForm.starting': 'Otwieranie formularza karty…',
  'payments.cardForm.checking': 'Sprawdzanie karty…',
  'payments.cardForm.unavailable': 'Tutaj nie można dodać karty. Możesz to zrobić w aplikacji Crypto.',
  'payments.cardForm.retry': 'Spróbuj ponownie',
  'payments.frame.title': 'Potwierdź płatność',
  'payments.frame.page': 'Strona płatności Twojego banku',
};
