import type { GatewayKind, GatewaySession } from '../exchange/gateway-registry';
import { type Action, escapeHtml, field, form, page, paragraph } from './gateway-html';
import { type GatewayStatus, PAYLOAD_KEYS } from './gateway-message';

/** What the customer typed and what was wrong with it, when a page is shown again. */
export interface Correction {
  readonly errors: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, string>>;
}

const NO_CORRECTION: Correction = { errors: {}, values: {} };

const TITLES: Readonly<Record<GatewayKind, string>> = {
  card_add: 'Add a card',
  three_ds: 'Confirm your payment',
  paypal: 'Link your PayPal account',
  bank_link: 'Connect your bank',
  identity: 'Verify your identity',
  open_banking: 'Connect your bank',
};

const ACTIONS: Readonly<Record<GatewayKind, readonly Action[]>> = {
  card_add: [{ decision: 'submit', label: 'Add card' }],
  three_ds: [
    { decision: 'submit', label: 'Complete authentication' },
    { decision: 'fail', label: 'Fail authentication' },
    { decision: 'cancel', label: 'Cancel' },
  ],
  paypal: [
    { decision: 'submit', label: 'Agree and link' },
    { decision: 'cancel', label: 'Cancel' },
  ],
  bank_link: [
    { decision: 'submit', label: 'Authorise' },
    { decision: 'cancel', label: 'Cancel' },
  ],
  identity: [
    { decision: 'submit', label: 'Submit documents' },
    { decision: 'review', label: 'Submit for manual review' },
    { decision: 'fail', label: 'Fail verification' },
    { decision: 'cancel', label: 'Cancel' },
  ],
  open_banking: [
    { decision: 'submit', label: 'Connect' },
    { decision: 'fail', label: 'Fail connection' },
    { decision: 'cancel', label: 'Cancel' },
  ],
};

const amountOf = (session: GatewaySession): string | undefined => {
  const amount = session.payload[PAYLOAD_KEYS.amount];
  return amount === undefined ? undefined : `${amount} ${session.payload[PAYLOAD_KEYS.currency] ?? ''}`.trim();
};

function fieldsOf(session: GatewaySession, { errors, values }: Correction): readonly string[] {
  const entry = (name: string) => ({ name, value: values[name], error: errors[name] });
  switch (session.kind) {
    case 'card_add':
      return [
        field({ ...entry('cardholderName'), label: 'Name on card', autocomplete: 'cc-name' }),
        field({
          ...entry('cardNumber'),
          label: 'Card number',
          autocomplete: 'cc-number',
          inputmode: 'numeric',
          hint: 'Sandbox: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined.',
        }),
        field({ ...entry('expiry'), label: 'Expiry date (MM/YY)', autocomplete: 'cc-exp' }),
        field({ ...entry('securityCode'), label: 'Security code', autocomplete: 'cc-csc', inputmode: 'numeric' }),
      ];
    case 'paypal':
      return [
        field({
          ...entry('email'),
          value: values.email ?? session.payload[PAYLOAD_KEYS.email],
          label: 'PayPal email',
          type: 'email',
          inputmode: 'email',
          autocomplete: 'email',
        }),
      ];
    case 'three_ds':
    case 'bank_link':
    case 'identity':
    case 'open_banking':
      return [];
  }
}

function introOf(session: GatewaySession): string {
  const amount = amountOf(session);
  switch (session.kind) {
    case 'card_add':
      return paragraph('Your card details go to the payment gateway only, never to Crypto.');
    case 'three_ds':
      return paragraph(
        amount === undefined ? 'Your bank asks you to confirm this payment to Crypto.' : `Your bank asks you to confirm a payment of ${amount} to Crypto.`,
      );
    case 'paypal':
      return paragraph('Crypto asks to take payments from your PayPal account for deposits you confirm.');
    case 'identity':
      return paragraph(
        'Identity provider (sandbox): Crypto asks you to confirm who you are with a photo of an ID document and a selfie. Choose what the check decides.',
      );
    case 'open_banking':
      return paragraph(
        'Open-banking provider (sandbox): Crypto asks to read your bank account’s balance and income once, to confirm your details. Choose what the connection does.',
      );
    case 'bank_link': {
      const bank = session.payload[PAYLOAD_KEYS.bankName];
      const at = bank === undefined || bank === '' ? '' : ` at ${bank}`;
      // A deposit request asks the bank to send one amount; a bank link asks to see the account.
      if (amount !== undefined) return paragraph(`Your bank${at} asks you to authorise a transfer of ${amount} to your Crypto cash account.`);
      return paragraph(`Crypto asks to see your account details${at} and to take deposits you confirm.`);
    }
  }
}

/** A page's title: a bank page asking for one amount is the bank's authorisation of a transfer (a deposit request). */
const titleOf = (session: GatewaySession): string =>
  session.kind === 'bank_link' && amountOf(session) !== undefined ? 'Authorise a transfer' : TITLES[session.kind];

/** The page of a pending session: what it is about, its fields and buttons. */
export function sessionPage(session: GatewaySession, action: string, correction: Correction = NO_CORRECTION): string {
  const fields = fieldsOf(session, correction);
  return page(titleOf(session), `${introOf(session)}\n      ${form(action, fields, ACTIONS[session.kind], Object.keys(correction.errors).length)}`);
}

const RESULT_TEXT: Readonly<Record<GatewayStatus, string>> = {
  success: 'Done. You can go back to Crypto.',
  error: 'This did not go through. You can go back to Crypto and try again.',
  timeout: 'This page timed out. You can go back to Crypto and try again.',
  cancelled: 'Cancelled. You can go back to Crypto.',
};

/**
 * The answer to a completing request: the outcome for the customer, and the message the page's
 * script posts to the app (data attributes: no inline script under the CSP).
 */
export function resultPage(session: GatewaySession, status: GatewayStatus, message: Readonly<Record<string, string>>, appOrigin: string): string {
  const back = returnUrl(session, appOrigin);
  return page(
    titleOf(session),
    `<p role="status">${escapeHtml(RESULT_TEXT[status])}</p>${
      back === undefined
        ? ''
        : `
      <p><a href="${escapeHtml(back)}">Back to Crypto</a></p>`
    }
      <div id="gateway-result" hidden data-target-origin="${escapeHtml(appOrigin)}" data-message="${escapeHtml(JSON.stringify(message))}"${back === undefined ? '' : ` data-return-url="${escapeHtml(back)}"`}></div>`,
  );
}

/** Where a page opened in place of the app sends the customer back: the opener's in-app path on the app's origin. */
function returnUrl(session: GatewaySession, appOrigin: string): string | undefined {
  const path = session.payload[PAYLOAD_KEYS.returnPath];
  return path === undefined ? undefined : new URL(path, appOrigin).toString();
}

/** A session already completed: nothing is posted again. */
export const finishedPage = (session: GatewaySession): string =>
  page(titleOf(session), paragraph('This request is already complete. You can go back to Crypto.'));

export const notFoundPage = (): string =>
  page('Page not found', paragraph('This payment page does not exist or has expired. Go back to Crypto and start again.'));
