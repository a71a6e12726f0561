import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SandboxExchange } from '../../../../adapters/sandbox/exchange/sandbox-exchange';
import { StateFile } from '../../../../adapters/sandbox/persistence/state-file';
import { signInDirect } from '../../../support/sign-in';

const NOW = Date.UTC(2026, 10, 22, 12);
const temporaryDir = () => mkdtemp(join(tmpdir(), 'sandbox-state-'));

/** Buys `amounts` of BTC from alex's USD wallet, each confirmed; returns alex's account. */
function trade(exchange: SandboxExchange, amounts: readonly string[]) {
  const { account } = signInDirect(exchange, 'alex');
  amounts.forEach((amount, i) => {
    const quote = exchange.trading.createFiatWalletQuotation(account, 'USD', 'BTC', amount);
    if (quote.ok) exchange.trading.confirmQuotation(account, quote.value.id, `r-${String(i)}`);
  });
  return account;
}

describe('sandbox state file (--state FILE)', () => {
  it('has no state before the first save', async () => {
    expect(await StateFile.load(join(await temporaryDir(), 'none.json'))).toBeUndefined();
  });

  it('refuses a file that is not a sandbox state instead of starting from garbage', async () => {
    const path = join(await temporaryDir(), 'bad.json');
    await writeFile(path, '{"hello": 1}');
    await expect(StateFile.load(path)).rejects.toThrow(/not a sandbox state/);
  });

  it('survives a restart: balances, history and quotations come back as they were, and the same quote still cannot run twice', async () => {
    const path = join(await temporaryDir(), 'state.json');
    const first = new SandboxExchange({ clock: () => NOW, seed: 5 });
    const account = trade(first, ['100.00', '250.50']);
    const quote = first.trading.createFiatWalletQuotation(account, 'USD', 'ETH', '40.00');
    if (!quote.ok) throw new Error('no quote');
    await new StateFile(path, () => first.snapshot()).save();

    const restored = await StateFile.load(path);
    const second = new SandboxExchange({ clock: () => NOW + 1_000, state: restored });
    const again = second.accountByPhone(account.persona.phone);
    if (again === undefined) throw new Error('account lost');
    expect(second.context.ledger.balance(again.uuid, 'USD').toFixed(2)).toBe(first.context.ledger.balance(account.uuid, 'USD').toFixed(2));
    expect(second.context.transactionsOf(again)).toEqual(first.context.transactionsOf(account));
    expect(second.trading.confirmQuotation(again, quote.value.id, 'after-restart').ok).toBe(true);
    expect(second.trading.confirmQuotation(again, quote.value.id, 'again')).toMatchObject({ ok: false, error: { code: 'quotation_already_used' } });
  });

  it('coalesces saves made while one is writing and leaves no temporary file behind', async () => {
    const dir = await temporaryDir();
    const path = join(dir, 'state.json');
    const exchange = new SandboxExchange({ clock: () => NOW, seed: 5 });
    const file = new StateFile(path, () => exchange.snapshot());
    const saves = [file.save(), file.save(), file.save()];
    trade(exchange, ['10.00']);
    saves.push(file.save());
    await Promise.all(saves);
    expect(await readdir(dir)).toEqual(['state.json']);
    const saved = JSON.parse(await readFile(path, 'utf8')) as { transactions: unknown[] };
    expect(saved.transactions).toHaveLength(1);
  });

  it('a restored sandbox behaves exactly like the one that was saved (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 1, max: 3_000 }).map((n) => `${String(n)}.00`),
          { maxLength: 6 },
        ),
        (amounts) => {
          const original = new SandboxExchange({ clock: () => NOW, seed: 9 });
          trade(original, amounts);
          const copy = new SandboxExchange({
            clock: () => NOW,
            state: JSON.parse(JSON.stringify(original.snapshot())) as ReturnType<typeof original.snapshot>,
          });
          expect(copy.snapshot()).toEqual(original.snapshot());
          expect([...copy.context.ledger.totals()].map(([c, v]) => [c, v.toFixed()])).toEqual(
            [...original.context.ledger.totals()].map(([c, v]) => [c, v.toFixed()]),
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('reset returns every persona to the start and keeps the books balanced', () => {
    const exchange = new SandboxExchange({ clock: () => NOW, seed: 5 });
    const before = exchange.snapshot();
    trade(exchange, ['500.00']);
    exchange.reset();
    expect(exchange.snapshot()).toEqual(before);
  });
});
