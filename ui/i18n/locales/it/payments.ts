import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const itPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Aggiungi una carta',
  'payments.cardForm.frame': 'Modulo carta del gateway di pagamento',
  'payments.cardForm.starting': 'Apertura del modulo carta…',
  'payments.cardForm.checking': 'Verifica della tua carta…',
  'payments.cardForm.unavailable': 'Qui non è possibile aggiungere una carta. Puoi farlo nell’app Crypto.',
  'payments.cardForm.retry': 'Riprova',
  'payments.frame.title': 'Conferma il pagamento',
  'payments.frame.page': 'Pagina di pagamento della tua banca',
};
