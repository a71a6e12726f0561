import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const ptPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Adicionar um cartão',
  'payments.cardForm.frame': 'Formulário de cartão do prestador de pagamentos',
  'payments.cardForm.starting': 'A abrir o formulário do cartão…',
  'payments.cardForm.checking': 'A verificar o seu cartão…',
  'payments.cardForm.unavailable': 'Não é possível adicionar um cartão aqui. Pode fazê-lo na aplicação Crypto.',
  'payments.cardForm.retry': 'Tentar novamente',
  'payments.frame.title': 'Confirme o seu pagamento',
  'payments.frame.page': 'Página de pagamento do seu banco',
};
