import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const ptBrPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.frame': 'Formulário de cartão do gateway de pagamento',
  'payments.cardForm.starting': 'Abrindo o formulário do cartão…',
  'payments.cardForm.checking': 'Verificando seu cartão…',
  'payments.cardForm.unavailable': 'Não é possível adicionar um cartão aqui. Você pode fazer isso no aplicativo Crypto.',
  'payments.frame.title': 'Confirme seu pagamento',
};
