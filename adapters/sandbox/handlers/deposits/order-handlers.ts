import type { PageContentWire } from '../../../http/schemas/deposits';
import { routes } from '../../../http/routes';
import { AUTHORISE_DESCRIPTION_KEY } from '../../exchange/deposits/deposit-requests';
import type { PullOrderPage } from '../../exchange/deposits/deposit-pulls';
import { receiptStatus, SETTLEMENT_DELAY_MS } from '../../exchange/deposits/settlement';
import type { SandboxExchange } from '../../exchange/sandbox-exchange';
import { failure, handleSigned, handleSignedIn } from '../respond';
import { openPasscode } from '../passcode-step';
import { localizedFailure, receiptWire } from './deposit-wire';

/** The pull order's confirm page (spec 001 §3): amount, fee, what arrives, from which bank, and when. */
const pullPage = ({ order, bankAccount }: PullOrderPage): PageContentWire[] => [
  {
    type: 'key_value_pairs',
    key_value_pairs: [
      { key: 'deposit_pull_amount', value: `${order.amount} ${order.currency}` },
      { key: 'deposit_pull_fee', value: `${order.fee} ${order.currency}` },
      { key: 'deposit_pull_receivable', value: `${order.receivable} ${order.currency}` },
      { key: 'deposit_pull_from', value: `${bankAccount.bankName} ${bankAccount.mask}` },
    ],
  },
  { type: 'simple_text_with_title', title: 'deposit_pull_settlement_title', text: 'deposit_pull_settlement_text' },
  { type: 'simple_text', text: `deposit_pull_settles_in_${SETTLEMENT_DELAY_MS.pull / 1000}_seconds` },
];

/** Deposit pull and deposit request orders (spec 001 §7 "Deposit orders"). */
export const depositOrderHandlers = (exchange: SandboxExchange) => {
  const { pulls, requests } = exchange.deposits;
  return [
    handleSignedIn(exchange, routes.createPullOrder, ({ body }, account) => {
      const page = pulls.createOrder(account, {
        amount: body.amount,
        bankAccountId: String(body.bank_account_id ?? ''),
        currency: String(body.currency ?? ''),
        paymentNetwork: String(body.payment_network ?? ''),
      });
      if (!page.ok) return localizedFailure(page.error, 'deposit_pull_failed_title');
      return {
        ok: true,
        order_id: page.value.order.id,
        page_title: 'deposit_pull_confirm_title',
        page_content: pullPage(page.value),
        page_footer: 'deposit_pull_confirm_footer',
      };
    }),
    handleSigned(exchange, routes.confirmPullOrder, {
      prepare: openPasscode,
      run: ({ body }, account, passcode) => {
        const confirmed = pulls.confirm(account, body.order_id, passcode);
        return confirmed.ok ? { ok: true, deposit: receiptWire(confirmed.value) } : failure(confirmed.error);
      },
    }),
    handleSignedIn(exchange, routes.createDepositRequestOrder, ({ body }, account) => {
      const order = requests.createOrder(account, {
        amount: body.amount,
        currency: String(body.currency ?? ''),
        paymentNetwork: String(body.payment_network ?? ''),
        bankId: String(body.bank_id ?? ''),
      });
      if (!order.ok) return failure(order.error);
      const o = order.value;
      return { ok: true, deposit_request_order: { id: o.id, amount: o.amount, fee_amount: o.fee, receivable_amount: o.receivable } };
    }),
    handleSignedIn(exchange, routes.depositRequestOrder, ({ params }, account) => {
      const found = requests.find(account, params['id'] ?? '');
      if (!found.ok) return failure(found.error);
      const o = found.value;
      return {
        ok: true,
        deposit_request_order: {
          id: o.id,
          amount: o.amount,
          fee_amount: o.fee,
          receivable_amount: o.receivable,
          currency: o.currency,
          status: receiptStatus(o),
          ...(o.transactionId === undefined ? {} : { transaction_id: o.transactionId }),
        },
      };
    }),
    handleSignedIn(exchange, routes.confirmDepositRequest, ({ body }, account) => {
      const authorisation = requests.confirm(account, String(body.order_id ?? ''), body.return_path);
      if (!authorisation.ok) return failure(authorisation.error);
      const { supportsRedirect, redirectUrl } = authorisation.value;
      return {
        ok: true,
        authorise_description_translation_key: AUTHORISE_DESCRIPTION_KEY,
        support_auth_redirection: supportsRedirect,
        ...(redirectUrl === undefined ? {} : { redirect_url: redirectUrl }),
      };
    }),
  ];
};
