/** English strings of the card top-up's wallet sheets, Add debit card and card removal. */
export const depositTopUpMessagesEn = {
  'deposit.card.applePay': 'Apple Pay',
  'deposit.card.googlePay': 'Google Pay',
  'deposit.card.wallet': 'Pay on the sheet',
  'deposit.card.addDebit': 'Add debit card',
  'deposit.card.addDebitHint': 'Up to 5 debit cards',
  'deposit.card.edit': 'Edit cards',
  'deposit.card.editDone': 'Done',
  'deposit.card.remove': 'Remove',
  'deposit.card.removeCard': 'Remove {brand} ending {lastFour}',
  'deposit.card.remove.title': 'Remove this card?',
  'deposit.card.remove.text': 'Are you sure you want to remove the card {card}?',
  'deposit.card.remove.cancel': 'Keep card',
  'deposit.card.remove.failed': 'The card could not be removed. Please try again.',
  'deposit.card.sheet': 'Confirm the payment on the {wallet} sheet…',
  'deposit.card.noOptions': 'No saved card can be used for a top-up yet. Add a debit card to start.',
} as const;
