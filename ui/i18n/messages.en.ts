import type { ToastKey } from '../../application/notifications/toast-service';
import type { hubMessagesEn } from '../hub/hub-messages.en';
import { shellMessagesEn } from '../shell/messages.en';

const toasts: Record<ToastKey, string> = {
  toast_price_refreshed: 'The price was refreshed. It is valid for {seconds} seconds.',
  toast_card_added: 'Card ending in {lastFour} added.',
  toast_card_deleted: 'Card ending in {lastFour} deleted.',
  toast_rebalancing_updated: 'Rebalancing updated.',
  toast_basket_transfer_completed: 'Your transfer from {basket} is complete. The coins are in your wallets.',
  toast_basket_sale_settled: 'Your {basket} sale has settled. The money is in your cash account.',
  toast_paypal_added: 'Your PayPal account is linked.',
  toast_bank_account_linked: '{bank} {mask} is linked.',
  toast_bank_account_removed: '{bank} {mask} was removed.',
  toast_invalid_card_details: 'Invalid card details. Check them or use another card.',
};

/**
 * English UI strings (ICU message syntax) of the signed-out shell: the app's own, the toasts and the
 * shell's dialogs. The hub's areas have theirs in hub-messages.en.ts, loaded with the hub.
 */
export const messagesEn = {
  ...toasts,
  ...shellMessagesEn,
  'app.name': 'Crypto',
  'app.loading': 'Loading…',
  'app.error.title': 'Something went wrong',
  'app.error.retry': 'Try again',
  'app.close': 'Close',
  'app.back': 'Back',
  'app.ok': 'OK',
  'app.notifications': 'Notifications',
  'app.newTab': '(opens in a new tab)',
  'login.phone.title': 'Log in',
  'login.phone.label': 'Phone number',
  'login.phone.hint': 'Include the country code, for example +1 555 010 0001.',
  'login.phone.submit': 'Continue',
  'login.phone.invalid': 'Enter a phone number with its country code.',
  'login.passkey.submit': 'Log in with a passkey',
  'login.passkey.unavailable': 'Your passkey could not be used. Log in with your phone number instead.',
  'login.otp.title': 'Verify your phone',
  'login.otp.label': 'One-time code',
  'login.otp.hint': 'We sent a 6-digit code to {phone}.',
  'login.otp.submit': 'Verify',
  'login.passcode.title': 'Enter your passcode',
  'login.passcode.label': '6-digit passcode',
  'login.passcode.submit': 'Log in',
  'login.code.incomplete': 'Enter all 6 digits.',
  'login.signup.prompt': 'New to Crypto?',
  'login.signup.link': 'Create an account',
  'hub.nav.label': 'Main',
  'hub.nav.new': 'New',
  'hub.soon.title': 'Coming soon',
  'hub.soon.lead': 'Coming soon in the web app',
  'hub.soon.hint': 'You can already do this in the Crypto app.',
  'hub.signOut': 'Log out',
  'hub.skipToContent': 'Skip to main content',
} as const;

/** Every UI key: the signed-out shell's (here) and the hub's (ui/hub/hub-messages.en.ts), registered for useT (ui/base/i18n/message-ids.ts). */
declare module '../base/i18n/message-ids' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys come from the tables it extends
  interface UiMessages extends Record<keyof typeof messagesEn | keyof typeof hubMessagesEn, string> {}
}
