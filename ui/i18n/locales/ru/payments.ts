import type { AreaTexts } from '../../area-texts';
import type { paymentsMessagesEn } from '../../../payments/messages.en';

export const ruPayments: AreaTexts<typeof paymentsMessagesEn> = {
  'payments.cardForm.title': 'Добавление карты',
  'payments.cardForm.frame': 'Форма карты платёжного шлюза',
  'payments.cardForm.starting': 'Открываем форму карты…',
  'payments.cardForm.checking': 'Проверяем вашу карту…',
  'payments.cardForm.unavailable': 'Здесь нельзя добавить карту. Это можно сделать в приложении Crypto.',
  'payments.cardForm.retry': 'Повторить',
  'payments.frame.title': 'Подтвердите платёж',
  'payments.frame.page': 'Платёжная страница вашего банка',
};
