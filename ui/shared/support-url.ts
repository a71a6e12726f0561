/** Choice: where a customer whose identity check was rejected reaches support. */
export const SUPPORT_URL = 'https://help.crypto.com/en/';
