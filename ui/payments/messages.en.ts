/** English strings of the payment surfaces: the card form dialog (ICU message syntax). */
export const paymentsMessagesEn = {
  'payments.cardForm.title': 'Add a card',
  'payments.cardForm.frame': 'Card form of the payment gateway',
  'payments.cardForm.starting': 'Opening the card form…',
  'payments.cardForm.checking': 'Checking your card…',
  'payments.cardForm.unavailable': 'Adding a card is not available here. You can add one in the Crypto app.',
  'payments.cardForm.retry': 'Try again',
  'payments.frame.title': 'Confirm your payment',
  'payments.frame.page': 'Payment page of your bank',
} as const;
