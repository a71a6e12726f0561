import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SandboxExchange } from '../../../../adapters/sandbox/exchange/sandbox-exchange';
import { personaByKey } from '../../../../adapters/sandbox/exchange/personas';
import { StateJournal } from '../../../../adapters/sandbox/persistence/state-journal';
import { unbalancedCurrencies } from '../../../../scripts/attack/books';
import { MemoryDisk } from '../../../support/memory-disk';
import { signInDirect } from '../../../support/sign-in';

const NOW = Date.UTC(2026, 10, 22, 12);
const PATH = '/state/state.json';
const ALEX = personaByKey('alex')?.phone ?? '';

type Step = { readonly kind: 'buy' | 'sell'; readonly amount: number; readonly failAfterWrites: number | null; readonly sameRequestAsLast: boolean };

const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('buy' as const, 'sell' as const),
  amount: fc.integer({ min: 1, max: 400 }),
  failAfterWrites: fc.option(fc.integer({ min: 0, max: 3 }), { freq: 3 }),
  sameRequestAsLast: fc.boolean(),
});

describe('the state journal under failing disks and crashes (property)', () => {
  it('after a crash at any point: every acknowledged trade is there once and in order, a failed one only where the disk may have kept it, the books balance', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), fc.integer({ min: 1, max: 4 }), fc.nat(), (steps, snapshotEntries, tornAt) => {
        const disk = new MemoryDisk();
        const journal = StateJournal.open(PATH, { disk, snapshotEntries });
        const exchange = new SandboxExchange({ clock: () => NOW, seed: 3, durable: journal });
        exchange.transaction(() => signInDirect(exchange, 'alex'));
        const acknowledged: string[] = [];
        // A flush that fails after its entry was written leaves the outcome unknown (the disk may
        // have kept the line; the journal cuts it back before its next write, but a crash may come
        // first): the customer was told it failed (a server error), and after a restart it may be
        // there. Every other failure leaves nothing.
        let unknownOutcomes = 0;
        let requestId = 'r0';
        steps.forEach((s, i) => {
          if (!s.sameRequestAsLast) requestId = `r${String(i + 1)}`;
          disk.writesLeft = s.failAfterWrites ?? Number.POSITIVE_INFINITY;
          const before = exchange.snapshot();
          try {
            const id = exchange.transaction(() => {
              const account = exchange.accountByPhone(ALEX);
              if (account === undefined) throw new Error('no alex');
              const amount = s.kind === 'buy' ? `${String(s.amount)}.00` : `0.0${String(s.amount).padStart(3, '0')}`;
              const quote =
                s.kind === 'buy'
                  ? exchange.trading.createFiatWalletQuotation(account, 'USD', 'ETH', amount)
                  : exchange.trading.createFiatWalletSellQuotation(account, 'ETH', 'USD', amount);
              if (!quote.ok) return undefined;
              const traded =
                s.kind === 'buy'
                  ? exchange.trading.confirmQuotation(account, quote.value.id, requestId)
                  : exchange.trading.confirmFiatWalletSell(account, quote.value.id, requestId);
              return traded.ok ? traded.value.id : undefined;
            });
            if (id !== undefined && !acknowledged.includes(id)) acknowledged.push(id);
          } catch {
            expect(exchange.snapshot(), 'a failed transaction leaves memory as it was').toEqual(before);
            if (s.failAfterWrites === 1) unknownOutcomes += 1;
          }
        });
        disk.crash((pending) => tornAt % (pending.length + 1));
        const restarted = new SandboxExchange({ clock: () => NOW, durable: StateJournal.open(PATH, { disk, snapshotEntries }) });
        const account = restarted.accountByPhone(ALEX);
        if (account === undefined) throw new Error('no alex after restart');
        const ids = restarted.context.transactionsOf(account).map((t) => t.id);
        expect(new Set(ids).size, 'no trade twice').toBe(ids.length);
        expect(
          ids.filter((id) => acknowledged.includes(id)),
          'every acknowledged trade, in order',
        ).toEqual(acknowledged);
        expect(ids.length - acknowledged.length, 'a failed trade only where its flush failed').toBeLessThanOrEqual(unknownOutcomes);
        expect(unbalancedCurrencies(restarted.snapshot())).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
