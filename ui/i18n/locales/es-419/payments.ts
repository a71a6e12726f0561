import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const es419Payments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Agregar una tarjeta',
  'payments.cardForm.checking': 'Verificando tu tarjeta…',
  'payments.cardForm.unavailable': 'Aquí no se puede agregar una tarjeta. Puedes hacerlo en la app Crypto.',
};
