/** English strings of the app download modal and its openers (ICU message syntax). */
export const downloadMessagesEn = {
  'download.open': 'Get the app',
  'download.title': 'Get the Crypto app',
  'download.lead': 'Buy, sell and manage your crypto on the go, with everything the web app does not offer yet.',
  'download.button': 'Download the app',
  'download.scan': 'Scan to open',
  'download.scanHint': 'Point your phone’s camera at the code to download the app.',
  'download.qr': 'QR code to download the Crypto app',
  'download.link': 'Or open the download page',
} as const;
