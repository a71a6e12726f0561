import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { type PaypalLinkEffect, type PaypalLinkEvent, type PaypalLinkState, stepPaypalLink } from '../../../domain/deposit/paypal';
import { assertMachineMatchesModel, Coverage } from '../polling/machine-model';

/** The model as a transition table: (state, event type) -> [next, effects]. */
type Row = Partial<Record<PaypalLinkEvent['type'], [PaypalLinkState, PaypalLinkEffect[]]>>;
const alert: PaypalLinkEffect[] = [{ type: 'alert_default_error' }];
const TABLE: Record<PaypalLinkState, Row> = {
  NO_PAYPAL_ACCOUNT: { add: ['PAYPAL_AUTH_INSTRUCTION', [{ type: 'open_popup' }]] },
  PAYPAL_POPUP_BLOCKED: { add: ['PAYPAL_AUTH_INSTRUCTION', [{ type: 'open_popup' }]] },
  PAYPAL_AUTH_INSTRUCTION: {
    popup_blocked: ['PAYPAL_POPUP_BLOCKED', []],
    popup_closed: ['NO_PAYPAL_ACCOUNT', []],
    auth_failed: ['NO_PAYPAL_ACCOUNT', alert],
    auth_succeeded: ['ACCOUNT_REGISTERING', [{ type: 'prepare_register' }]],
  },
  ACCOUNT_REGISTERING: { iframe_timeout: ['NO_PAYPAL_ACCOUNT', alert], auth_failed: ['NO_PAYPAL_ACCOUNT', alert] },
};
const FRAME: Record<string, PaypalLinkEffect[]> = {
  approved: [{ type: 'toast_added' }, { type: 'reload_accounts' }],
  auto_checking_failed: [{ type: 'notice_pending' }, { type: 'reload_accounts' }],
};

const events: fc.Arbitrary<PaypalLinkEvent> = fc.oneof(
  fc
    .constantFrom(
      'add' as const,
      'add' as const,
      'popup_blocked' as const,
      'popup_closed' as const,
      'auth_succeeded' as const,
      'auth_succeeded' as const,
      'auth_failed' as const,
      'iframe_timeout' as const,
      'close' as const,
    )
    .map((type) => ({ type })),
  fc.constantFrom('approved', 'auto_checking_failed', 'rejected', '').map((paypalAccountStatus) => ({ type: 'iframe_result' as const, paypalAccountStatus })),
);
const coverage = new Coverage();

describe('PayPal link, model-based', () => {
  afterAll(() => coverage.expectAll(['approved', 'auto_checking_failed', 'rejected', 'PAYPAL_POPUP_BLOCKED']));

  it('any event sequence follows the transition table', () => {
    assertMachineMatchesModel<PaypalLinkState, PaypalLinkEvent, PaypalLinkEffect, { state: PaypalLinkState }>(
      {
        name: 'paypal link',
        initialState: 'NO_PAYPAL_ACCOUNT',
        initialModel: () => ({ state: 'NO_PAYPAL_ACCOUNT' }),
        step: stepPaypalLink,
        model: (m, e) => {
          if (e.type === 'close') {
            m.state = 'NO_PAYPAL_ACCOUNT';
            return [];
          }
          if (m.state === 'ACCOUNT_REGISTERING' && e.type === 'iframe_result') {
            coverage.hit(e.paypalAccountStatus);
            m.state = 'NO_PAYPAL_ACCOUNT';
            return FRAME[e.paypalAccountStatus] ?? [{ type: 'show_link_error', code: 'paypal_link_failed' }];
          }
          const row = TABLE[m.state][e.type];
          if (row === undefined) return [];
          m.state = row[0];
          coverage.hit(m.state);
          return row[1];
        },
        project: (s) => s,
        expected: (m) => m.state,
      },
      events,
    );
  });
});
