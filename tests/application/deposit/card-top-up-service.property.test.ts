import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteFor } from '../../../application/deposit/top-up-choices';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { topUpFee } from '../../../domain/deposit/top-up-quote';
import { currencyCode } from '../../../domain/money/currency';
import { dec, ZERO } from '../../../domain/money/decimal';
import { VirtualTime } from '../../support/virtual-time';

const USD = currencyCode('USD');
const VISA = { id: 'card-visa', brand: 'visa' as const, maskedCardNumber: '**** **** **** 4242', type: 'credit_card' as const, currency: USD };

/** What the issuer's server records, and what its page posts back (they may disagree). */
const outcomes = fc.constantFrom(
  { server: true, page: 'success' },
  { server: false, page: 'error' },
  { server: false, page: 'success' },
  { server: true, page: 'timeout' },
  { server: false, page: 'cancelled' },
);
const topUps = fc.array(fc.record({ cents: fc.integer({ min: 10_000, max: 60_000 }), outcome: outcomes }), { minLength: 1, maxLength: 6 });

describe('CardTopUpService against the fakes (property)', () => {
  it('SUCCESS exactly when the server recorded the top-up; the wallet grows by the sum of their receivables, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(topUps, async (runs) => {
        const time = new VirtualTime();
        const { services, fakes } = createFakeServices({ scheduler: time.scheduler, clock: time.now });
        fakes.payments.setCards([VISA]);
        fakes.account.setFiatWallet('USD', '0');
        const service = services.cardTopUp;
        let expected = ZERO;
        for (const { cents, outcome } of runs) {
          service.close();
          const amount = dec(String(cents)).dividedBy(100);
          const choices = await service.choices(USD);
          if (!choices.ok) throw new Error('choices refused');
          const quote = quoteFor(choices.value, amount, 'credit_card');
          if (!quote.ok) throw new Error('quote refused');
          const order = await service.createOrder(quote.value, VISA.id);
          if (!order.ok) throw new Error('order refused');
          expect(order.value.receivableAmount.equals(quote.value.receivable)).toBe(true);
          service.confirm({ feeAgreed: true, debitCardAttested: false });
          await service.submitPasscode('123456');
          fakes.payments.finishAuthentication(order.value.id, outcome.server);
          fakes.paymentFrame.post({ source: 'paymentGateway', status: outcome.page });
          const done = await service.authenticated();
          expect(done.step.step).toBe(outcome.server ? 'SUCCESS' : 'ERROR');
          if (outcome.server) expected = expected.plus(topUpFee(amount, dec('3.99'), USD).receivable);
          expect(fakes.account.fiatWallet('USD')?.amount.equals(expected)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
