import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../../adapters/wiring/fake';
import type { AccountCard } from '../../../domain/payment/saved-card';
import { currencyCode } from '../../../domain/money/currency';
import { VirtualTime } from '../../support/virtual-time';

const VISA: AccountCard = { id: 'card-new', brand: 'visa', maskedCardNumber: '**** **** **** 4242', type: 'credit_card', currency: currencyCode('USD') };

function setup() {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now });
  const service = world.services.cardRegistration;
  const added: AccountCard[] = [];
  service.added$.subscribe((card) => added.push(card));
  return { ...world, time, service, added, state: () => service.state.getSnapshot() };
}

describe('CardRegistrationService (spec 001 §4 card form dialog)', () => {
  it('shows the gateway form, and a success with a new card closes it, announces the card and toasts its last 4 digits', async () => {
    const f = setup();
    const opening = f.service.open('crypto_purchase');
    await f.time.until(() => f.state().phase === 'form');
    expect(f.state()).toEqual({ phase: 'form', url: expect.stringContaining('card_add') as string });
    expect(f.fakes.payments.calls.requests('startCardRegistration')).toEqual([['crypto_purchase', undefined]]);
    f.fakes.payments.completeCardRegistration(VISA);
    f.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success' });
    await opening;
    expect(f.state()).toEqual({ phase: 'closed' });
    expect(f.added).toEqual([VISA]);
    expect(f.services.toasts.toasts.getSnapshot()).toMatchObject([{ kind: 'ui', key: 'toast_card_added', values: { lastFour: '4242' } }]);
  });

  it('a success without a new card is invalid card information; Singapore codes are card not supported', async () => {
    const f = setup();
    const first = f.service.open('crypto_purchase');
    await f.time.until(() => f.state().phase === 'form');
    f.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success' });
    await first;
    expect(f.state()).toEqual({ phase: 'failed', code: 'invalid_card_information' });
    const second = f.service.open('crypto_purchase');
    await f.time.until(() => f.state().phase === 'form');
    f.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'failed', errorCode: 'pgw__sg_cc_not_supported_4_add_card' });
    await second;
    expect(f.state()).toEqual({ phase: 'failed', code: 'card_not_supported' });
    expect(f.added).toEqual([]);
  });

  it('messages from other sources are ignored; closing stops waiting', async () => {
    const f = setup();
    const opening = f.service.open('fiat_wallet_top_up');
    await f.time.until(() => f.state().phase === 'form');
    f.fakes.paymentFrame.post({ source: 'TradingCryptoPurchase', status: 'success' });
    expect(f.state().phase).toBe('form');
    f.service.close();
    await opening;
    expect(f.state()).toEqual({ phase: 'closed' });
    expect(f.fakes.paymentFrame.listening).toBe(false);
    f.fakes.paymentFrame.post({ source: 'paymentGateway', status: 'success' });
    expect(f.fakes.payments.calls.count('getPaymentAccounts')).toBe(1);
  });

  it('a failed start is try again later', async () => {
    const f = setup();
    f.fakes.payments.calls.failNext('startCardRegistration', { kind: 'network' });
    await f.service.open('crypto_purchase');
    expect(f.state()).toEqual({ phase: 'failed', code: 'card_try_again_later' });
  });
});
