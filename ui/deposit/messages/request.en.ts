/** English strings of the deposit request (ca_interac_request): bank search, amount, confirm order, authorise, the result. */
export const depositRequestMessagesEn = {
  'deposit.request.chooseBank': 'Choose your bank',
  'deposit.request.search': 'Search banks',
  'deposit.request.bankCount': '{count, plural, one {# bank} other {# banks}}',
  'deposit.request.noBank': 'No bank matches “{search}”.',
  'deposit.request.loadFailed': 'We could not load the banks.',
  'deposit.request.from': 'From',
  'deposit.request.changeBank': 'Change bank',
  'deposit.request.fee': 'Fee: {percent} % of the amount',
  'deposit.request.bank': 'Bank',
  'deposit.request.feeLine': 'Fee',
  'deposit.request.confirm.title': 'Confirm your deposit request',
  'deposit.request.confirm.action': 'Confirm',
  'deposit.request.authorise.title': 'Authorise at your bank',
  'deposit.request.authorise.action': 'Continue to your bank',
  'deposit.request.authorise.inApp': 'Your bank asks you to authorise this request in its own app. The deposit starts once you do.',
  'deposit.request.checking': 'Checking your request with your bank…',
  'deposit.request.unknown': 'We could not check your deposit request.',
  'deposit.request.new': 'New request',
  'deposit.request.stage.awaiting_bank':
    'Your bank has not confirmed the request for {amount} yet. If you authorised it, it shows as pending in your cash account shortly.',
  'deposit.request.stage.on_its_way': 'Authorised: {receivable} is on its way. It shows as pending in your cash account until it arrives.',
  'deposit.request.stage.settled': 'Your deposit has arrived: {receivable} is in your cash account.',
  'deposit.request.stage.failed': 'Your bank did not authorise the request for {amount}. No money was moved.',
  'deposit.server.request_authorise_description':
    'You will leave Crypto for your bank’s page to approve this transfer. Your bank sends you back here when you are done.',
} as const;
