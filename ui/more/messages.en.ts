/** English strings of /hub/more and the crypto guide (ICU message syntax); keys prefixed `more.` and `guide.`. */
export const moreMessagesEn = {
  'more.title': 'More',
  'more.settings.title': 'Settings',
  'more.settings.text': 'Language, payment currency and signing out.',
  'more.settings.link': 'Open settings',
  'more.learn.title': 'Learn',
  'more.learn.text': 'New to crypto? A short guide to coins, baskets, prices and keeping your account safe.',
  'more.learn.link': 'Read the crypto guide',
  'more.help.title': 'Help',
  'more.help.assistant': 'Ask our assistant',
  'more.help.assistantName': 'Ask our assistant (opens in a new tab)',
  'more.help.assistantText': 'Our assistant answers questions about your account and the app, day and night.',
  'more.help.text': 'Answers to common questions are in the guide. Chat with our support team in the mobile app, any time.',
  'more.app.title': 'Get the app',
  'more.app.text': 'Staking, Predict, recurring buys and support chat are in the mobile app.',
  'more.legal.title': 'Legal',
  'more.legal.text':
    'Crypto prices go up and down, and you could lose the money you put in. Past performance does not promise future results. Nothing here is investment, tax or legal advice.',
  'more.legal.full':
    'Crypto assets are not legal tender, are not backed by a government, and are not covered by deposit insurance or investor protection schemes. Cash held in your cash account is held with partner banks. Fees, spreads and limits apply and are shown before you confirm any trade.',
  'more.legal.statement': 'Read the risk statement',
  'guide.title': 'Crypto guide',
  'guide.lead': 'Five short reads before your next trade.',
  'guide.coins.title': 'What a coin is',
  'guide.coins.text':
    'A coin is a digital asset recorded on a public ledger called a blockchain. Bitcoin (BTC) was the first; Ethereum (ETH) also runs programs. Each coin has its own price, set by buyers and sellers around the world, around the clock.',
  'guide.prices.title': 'How prices move',
  'guide.prices.text':
    'Prices change every second. The price you see on a coin page is live; when you buy or sell you get a quote that holds for 15 seconds, so you know exactly what you pay and receive before you confirm.',
  'guide.baskets.title': 'Baskets',
  'guide.baskets.text':
    'A basket buys several coins in one go, in set weights (say 60% BTC and 40% ETH). Rebalancing brings it back to those weights weekly, every two weeks or monthly; you can turn it off. Your baskets and their rebalancing are on the Accounts page.',
  'guide.cash.title': 'Your cash account',
  'guide.cash.text':
    'Your cash account holds money in your own currency. Deposit by bank transfer or card, buy crypto from it without card fees, and receive the money from sales into it. Every movement is in its history, which you can export as CSV.',
  'guide.safety.title': 'Keeping your account safe',
  'guide.safety.text':
    'We never ask for your passcode by phone, email or chat. Use a passcode you use nowhere else, sign out on shared devices, and be wary of anyone promising guaranteed returns: that is the most common scam.',
  'guide.statement.title': 'Risk statement',
  'guide.statement.text':
    'Crypto assets are highly volatile and can lose all their value. They are not legal tender and are not protected by deposit insurance or investor compensation schemes. Only invest what you can afford to lose, and consider seeking independent advice.',
  'guide.back': 'Back to More',
} as const;
