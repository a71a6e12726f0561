import { describe, expect, it } from 'vitest';
import { cardFromForm } from '../../../adapters/sandbox/exchange/payments/card-form';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { signInDirect } from '../../support/sign-in';

const NOW = Date.UTC(2026, 10, 22, 12);
const sessionOf = (url: string): string => decodeURIComponent(url.split('/').pop() ?? '');

function sandbox(persona = 'alex') {
  const exchange = new SandboxExchange({ clock: () => NOW, seed: 4 });
  const { account } = signInDirect(exchange, persona);
  const open = (usage = 'fiat_wallet_top_up') => {
    const url = exchange.payments.startCardRegistration(account, usage, undefined);
    if (!url.ok) throw new Error(url.error.code);
    return sessionOf(url.value);
  };
  const cards = () => exchange.payments.paymentAccounts(account, ['card']).cards.map((c) => c.view);
  return { exchange, account, open, cards };
}

describe('card registration in the sandbox (spec 001 §4 card form dialog, §5 at most 5 debit cards)', () => {
  it("saves what the gateway's form accepted: brand, last 4 digits and expiry; a top-up card is a debit card", () => {
    const { exchange, open, cards } = sandbox();
    exchange.context.gateway.complete(open(), 'succeeded', { cardholderName: 'Alex', brand: 'visa_electron', last4: '0007', expiry: '03/2029' });
    expect(cards().at(-1)).toMatchObject({ brand: 'visa_electron', maskedCardNumber: '**** **** **** 0007', type: 'debit_card' });
  });

  it('refuses an unusable form: unknown brand, missing digits, past expiry', () => {
    expect(cardFromForm({ brand: 'amex', last4: '1234', expiry: '01/2030' }, 'credit', 'c', NOW)).toBeUndefined();
    expect(cardFromForm({ brand: 'visa', last4: '12', expiry: '01/2030' }, 'credit', 'c', NOW)).toBeUndefined();
    expect(cardFromForm({ brand: 'visa', last4: '1234', expiry: '10/2026' }, 'credit', 'c', NOW)).toBeUndefined();
    expect(cardFromForm({ brand: 'visa', last4: '1234', expiry: '11/26' }, 'credit', 'c', NOW)).toEqual({
      id: 'c',
      brand: 'visa',
      last4: '1234',
      expiry: '11/2026',
      kind: 'credit',
    });
  });

  it('a form completed with an unusable card fails its session and saves nothing', () => {
    const { exchange, open, cards } = sandbox();
    const session = exchange.context.gateway.complete(open(), 'succeeded', { brand: 'visa', last4: '1234', expiry: '01/2020' });
    expect(session?.status).toBe('failed');
    expect(cards()).toHaveLength(2);
  });

  it('forms opened together cannot take the debit cards past 5: the limit is checked again when a form completes', () => {
    const { exchange, open, cards } = sandbox();
    const forms = [open(), open(), open(), open(), open()];
    const outcomes = forms.map((id, i) => exchange.context.gateway.complete(id, 'succeeded', { brand: 'visa', last4: `200${i}`, expiry: '01/2031' })?.status);
    expect(outcomes).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded', 'failed']);
    expect(cards().filter((c) => c.type === 'debit_card')).toHaveLength(5);
  });

  it('a reset forgets registered and deleted cards', () => {
    const { exchange, account, open, cards } = sandbox();
    exchange.context.gateway.complete(open('crypto_purchase'), 'succeeded', { brand: 'visa', last4: '3001', expiry: '01/2031' });
    expect(exchange.payments.destroyCard(account, 'card_visa_4242').ok).toBe(true);
    expect(cards().map((c) => c.maskedCardNumber.slice(-4))).toEqual(['5454', '3001']);
    exchange.reset();
    const again = exchange.accountByPhone(account.persona.phone);
    expect(again && exchange.payments.paymentAccounts(again, ['card']).cards.map((c) => c.view.id)).toEqual(['card_visa_4242', 'card_mc_5454']);
  });
});
