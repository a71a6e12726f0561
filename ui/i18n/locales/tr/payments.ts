import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const trPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Kart ekle',
  'payments.cardForm.frame': 'Ödeme altyapısının kart formu',
  'payments.cardForm.starting': 'Kart formu açılıyor…',
  'payments.cardForm.checking': 'Kartınız kontrol ediliyor…',
  'payments.cardForm.unavailable': 'Burada kart eklenemiyor. Crypto uygulamasından ekleyebilirsiniz.',
  'payments.cardForm.retry': 'Tekrar dene',
  'payments.frame.title': 'Ödemenizi onaylayın',
  'payments.frame.page': 'Bankanızın ödeme sayfası',
};
