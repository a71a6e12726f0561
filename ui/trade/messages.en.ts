/** English strings of the trade container and the generic confirmation shared by every flow (ICU message syntax). */
export const tradeMessagesEn = {
  'trade.title': 'Trade',
  'trade.tab.buy': 'Buy',
  'trade.tab.sell': 'Sell',
  'trade.sell.soon': 'Selling from the web app is coming soon.',
  'confirm.title': 'Confirm {title}',
  'confirm.countdown': 'Price refreshes in {seconds, plural, one {# second} other {# seconds}}',
  'confirm.refreshing': 'Refreshing price…',
  'confirm.submit': 'Confirm',
  'confirm.submitting': 'Confirming…',
  'confirm.cancel': 'Cancel',
} as const;
