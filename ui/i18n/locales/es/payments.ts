import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const esPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Añadir una tarjeta',
  'payments.cardForm.frame': 'Formulario de tarjeta de la pasarela de pago',
  'payments.cardForm.starting': 'Abriendo el formulario de tarjeta…',
  'payments.cardForm.checking': 'Comprobando tu tarjeta…',
  'payments.cardForm.unavailable': 'Aquí no se puede añadir una tarjeta. Puedes hacerlo en la app Crypto.',
  'payments.cardForm.retry': 'Reintentar',
  'payments.frame.title': 'Confirma tu pago',
  'payments.frame.page': 'Página de pago de tu banco',
};
