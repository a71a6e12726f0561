import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const daPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Tilføj et kort',
  'payments.cardForm.frame': 'Betalingsgatewayens kortformular',
  'payments.cardForm.starting': 'Åbner kortformularen…',
  'payments.cardForm.checking': 'Tjekker dit kort…',
  'payments.cardForm.unavailable': 'Du kan ikke tilføje et kort her. Du kan tilføje det i Crypto-appen.',
  'payments.cardForm.retry': 'Prøv igen',
  'payments.frame.title': 'Bekræft din betaling',
  'payments.frame.page': 'Din banks betalingsside',
};
