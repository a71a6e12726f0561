import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const svPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Lägg till ett kort',
  'payments.cardForm.frame': 'Betalleverantörens kortformulär',
  'payments.cardForm.starting': 'Öppnar kortformuläret…',
  'payments.cardForm.checking': 'Kontrollerar ditt kort…',
  'payments.cardForm.unavailable': 'Det går inte att lägga till ett kort här. Du kan göra det i Crypto-appen.',
  'payments.cardForm.retry': 'Försök igen',
  'payments.frame.title': 'Bekräfta din betalning',
  'payments.frame.page': 'Din banks betalningssida',
};
