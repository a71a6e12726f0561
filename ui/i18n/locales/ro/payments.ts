import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const roPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Adaugă un card',
  'payments.cardForm.frame': 'Formularul de card al procesatorului de plăți',
  'payments.cardForm.starting': 'Se deschide formularul de card…',
  'payments.cardForm.checking': 'Îți verificăm cardul…',
  'payments.cardForm.unavailable': 'Nu poți adăuga un card aici. Îl poți adăuga în aplicația Crypto.',
  'payments.cardForm.retry': 'Încearcă din nou',
  'payments.frame.title': 'Confirmă plata',
  'payments.frame.page': 'Pagina de plată a băncii tale',
};
