import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const frCaPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.unavailable': 'Impossible d’ajouter une carte ici. Vous pouvez le faire dans l’application Crypto.',
};
