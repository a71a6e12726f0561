import { describe, expect, it } from 'vitest';
import { FakeAccountAdapter } from '../../../adapters/fake/fake-account-adapter';
import { FakePaymentsAdapter } from '../../../adapters/fake/fake-payments-adapter';
import type { ApiResult } from '../../../application/ports/api-error';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import type { AccountCard } from '../../../domain/payment/saved-card';

const USD = currencyCode('USD');
const card = (id: string, type: AccountCard['type'], status?: 'expired' | 'rejected'): AccountCard => ({
  id,
  brand: 'visa',
  maskedCardNumber: `**** ${id.slice(-4)}`,
  type,
  currency: USD,
  ...(status === undefined ? {} : { status }),
});

const codeOf = (result: ApiResult<unknown>): string | undefined => (!result.ok && result.error.kind === 'business' ? result.error.code : undefined);

function fake(weekly?: { spent: string; limit: string }) {
  const account = new FakeAccountAdapter().setFiatWallet('USD', '0');
  const payments = new FakePaymentsAdapter({ clock: () => 0, passcode: '123456', account, ...(weekly === undefined ? {} : { weekly }) });
  payments.setCards([
    card('c-4242', 'credit_card'),
    card('d-5454', 'debit_card'),
    card('x-0005', 'credit_card', 'expired'),
    card('s-4000', 'credit_card', 'rejected'),
  ]);
  const order = async (cardId: string, amount: string) => payments.createTopUpOrder({ amount: dec(amount), currency: USD, source: { cardId } });
  return { account, payments, order };
}

describe('FakePaymentsAdapter: the sandbox behaviours in memory', () => {
  it('a card top-up executes once, after the passcode and a successful authentication, crediting the receivable', async () => {
    const { account, payments, order } = fake();
    const created = await order('c-4242', '100');
    if (!created.ok) throw new Error('no order');
    expect(created.value.feeAmount.toFixed(2)).toBe('3.99');
    expect(codeOf(await payments.confirmTopUp(created.value.id, '000000'))).toBe('invalid_passcode');
    expect((await payments.confirmTopUp(created.value.id, '123456')).ok).toBe(true);
    payments.finishAuthentication(created.value.id, true);
    payments.finishAuthentication(created.value.id, true);
    expect(account.fiatWallet('USD')?.amount.toFixed(2)).toBe('96.01');
    expect(payments.transactions).toHaveLength(1);
    expect(codeOf(await payments.confirmTopUp(created.value.id, '123456'))).toBe('fiat_wallet_top_up_order_already_processed');
  });

  it('refuses expired, rejected and unknown cards, and amounts outside the limits, with the catalogue codes', async () => {
    const { order } = fake();
    expect(codeOf(await order('x-0005', '100'))).toBe('payment_card_expired');
    expect(codeOf(await order('s-4000', '100'))).toBe('sg_credit_card_crypto_not_supported');
    expect(codeOf(await order('nope', '100'))).toBe('credit_card_not_found');
    expect(codeOf(await order('c-4242', '99'))).toBe('top_up_below_minimum');
  });

  it('keeps the weekly card limit, also for orders waiting at the same time', async () => {
    const { payments } = fake({ spent: '4800', limit: '5000' });
    const apple = async () => payments.createTopUpOrder({ amount: dec('150'), currency: USD, source: { paymentMethod: 'apple_pay' } });
    expect(codeOf(await payments.createTopUpOrder({ amount: dec('201'), currency: USD, source: { paymentMethod: 'apple_pay' } }))).toBe(
      'apple_pay_weekly_limit_exceeded',
    );
    const [first, second] = [await apple(), await apple()];
    if (!first.ok || !second.ok) throw new Error('no orders');
    expect((await payments.submitApplePayToken(first.value.id, 't')).ok).toBe(true);
    expect(codeOf(await payments.submitApplePayToken(second.value.id, 't'))).toBe('apple_pay_weekly_limit_exceeded');
  });

  it('deletes credit cards only; registers cards and PayPal accounts through the test controls', async () => {
    const { payments } = fake();
    expect(codeOf(await payments.deleteCard('d-5454'))).toBe('credit_card_not_deletable');
    expect((await payments.deleteCard('c-4242')).ok).toBe(true);
    expect((await payments.startCardRegistration('fiat_wallet_top_up')).ok).toBe(true);
    payments.completeCardRegistration(card('n-1111', 'debit_card'));
    const token = await payments.getCardPaymentToken('user');
    if (!token.ok) throw new Error('no token');
    const detail = { countryCode: 'US', email: 'a@b.c', firstName: 'A', lastName: 'B', payerId: 'P' };
    const request = { cardToken: token.value, detail, transactionType: 'top_up', usage: 'fiat_wallet_top_up' as const };
    expect((await payments.preparePaypalRegister(request)).ok).toBe(true);
    expect(codeOf(await payments.preparePaypalRegister(request))).toBe('invalid_token');
    payments.completePaypalRegistration({ id: 'pp-1', status: 'auto_checking_failed', title: 'a@b.c' });
    const accounts = await payments.getPaymentAccounts({ types: ['card', 'pay_pal'], usage: 'fiat_wallet_top_up' });
    expect(accounts.ok && [accounts.value.cards.map((c) => c.id), accounts.value.paypalAccounts.map((p) => p.status)]).toEqual([
      ['d-5454', 'x-0005', 's-4000', 'n-1111'],
      ['auto_checking_failed'],
    ]);
  });

  it('a PayPal account tops up on the passcode alone once approved', async () => {
    const { payments, order, account } = fake();
    payments.setPaypalAccounts([
      { id: 'pp-wait', status: 'auto_checking_failed', title: 'x' },
      { id: 'pp-ok', status: 'approved', title: 'y' },
    ]);
    expect(codeOf(await order('pp-wait', '100'))).toBe('paypal_account_not_approved');
    const created = await order('pp-ok', '100');
    if (!created.ok) throw new Error('no order');
    const confirmed = await payments.confirmTopUp(created.value.id, '123456');
    expect(confirmed.ok && confirmed.value.kind).toBe('completed');
    expect(account.fiatWallet('USD')?.amount.toFixed(2)).toBe('98.01');
  });
});
