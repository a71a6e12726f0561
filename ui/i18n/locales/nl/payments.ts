import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const nlPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Kaart toevoegen',
  'payments.cardForm.frame': 'Kaartformulier van de betaalprovider',
  'payments.cardForm.starting': 'Kaartformulier wordt geopend…',
  'payments.cardForm.checking': 'Je kaart wordt gecontroleerd…',
  'payments.cardForm.unavailable': 'Hier kun je geen kaart toevoegen. Dat kan wel in de Crypto-app.',
  'payments.cardForm.retry': 'Opnieuw proberen',
  'payments.frame.title': 'Bevestig je betaling',
  'payments.frame.page': 'Betaalpagina van je bank',
};
