import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const frPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Ajouter une carte',
  'payments.cardForm.frame': 'Formulaire de carte du prestataire de paiement',
  'payments.cardForm.starting': 'Ouverture du formulaire de carte…',
  'payments.cardForm.checking': 'Vérification de votre carte…',
  'payments.cardForm.unavailable': 'Impossible d’ajouter une carte ici. Vous pouvez le faire dans l’app Crypto.',
  'payments.cardForm.retry': 'Réessayer',
  'payments.frame.title': 'Confirmez votre paiement',
  'payments.frame.page': 'Page de paiement de votre banque',
};
