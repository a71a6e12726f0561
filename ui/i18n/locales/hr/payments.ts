import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const hrPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Dodaj karticu',
  'payments.cardForm.frame': 'Obrazac za karticu platnog posrednika',
  'payments.cardForm.starting': 'Otvaranje obrasca za karticu…',
  'payments.cardForm.checking': 'Provjeravamo tvoju karticu…',
  'payments.cardForm.unavailable': 'Ovdje nije moguće dodati karticu. Možeš je dodati u aplikaciji Crypto.',
  'payments.cardForm.retry': 'Pokušaj ponovno',
  'payments.frame.title': 'Potvrdi plaćanje',
  'payments.frame.page': 'Stranica za plaćanje tvoje banke',
};
