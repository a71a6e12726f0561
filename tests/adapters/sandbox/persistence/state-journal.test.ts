import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SandboxExchange } from '../../../../adapters/sandbox/exchange/sandbox-exchange';
import { personaByKey } from '../../../../adapters/sandbox/exchange/personas';
import { StateJournal } from '../../../../adapters/sandbox/persistence/state-journal';
import { unbalancedCurrencies } from '../../../../scripts/attack/books';
import { MemoryDisk } from '../../../support/memory-disk';
import { signInDirect } from '../../../support/sign-in';
import { tempDirs } from '../../../support/temp-dirs';

const temp = tempDirs();
afterAll(temp.removeAll);

const NOW = Date.UTC(2026, 10, 22, 12);
const PATH = '/state/state.json';
const ALEX = personaByKey('alex')?.phone ?? '';

const alex = (exchange: SandboxExchange) => {
  const account = exchange.accountByPhone(ALEX);
  if (account === undefined) throw new Error('no alex');
  return account;
};

/** A buy of `amount` USD of BTC from Alex's cash account, in one transaction: the transaction id. */
const buy = (exchange: SandboxExchange, amount: string, requestId: string): string | undefined =>
  exchange.transaction(() => {
    const quote = exchange.trading.createFiatWalletQuotation(alex(exchange), 'USD', 'BTC', amount);
    if (!quote.ok) return undefined;
    const traded = exchange.trading.confirmQuotation(alex(exchange), quote.value.id, requestId);
    return traded.ok ? traded.value.id : undefined;
  });

const open = (disk: MemoryDisk, snapshotEntries = 1000) => {
  const journal = StateJournal.open(PATH, { disk, snapshotEntries });
  return { journal, exchange: new SandboxExchange({ clock: () => NOW, seed: 3, durable: journal }) };
};

describe('the sandbox state journal (--state FILE)', () => {
  it('starts a fresh sandbox with a snapshot on disk, so the journal always has a base to replay onto', () => {
    const disk = new MemoryDisk();
    const { journal } = open(disk);
    expect(journal.restored).toBeUndefined();
    expect(disk.read(PATH)).toContain('"journalSeq":0');
    expect(disk.read(`${PATH}.journal`)).toBe('');
  });

  it('makes each transaction durable before it returns: a crash right after loses nothing, and adds nothing', () => {
    const disk = new MemoryDisk();
    const { exchange } = open(disk);
    const ids = ['100.00', '25.50', '7.00'].map((amount, i) => buy(exchange, amount, `r${String(i)}`));
    disk.crash();
    const after = open(disk).exchange;
    expect(after.context.transactionsOf(alex(after)).map((t) => t.id)).toEqual(ids);
    expect(after.snapshot()).toEqual(exchange.snapshot());
  });

  it('a write that fails throws, cuts the journal back, and leaves memory as it was before the transaction', () => {
    const disk = new MemoryDisk();
    const { exchange } = open(disk);
    buy(exchange, '100.00', 'r1');
    const before = exchange.snapshot();
    disk.writesLeft = 0;
    expect(() => buy(exchange, '50.00', 'r2')).toThrow(/ENOSPC/);
    expect(exchange.snapshot()).toEqual(before);
    expect(
      disk
        .read(`${PATH}.journal`)
        ?.split('\n')
        .filter((l) => l !== ''),
    ).toHaveLength(1);
    // Written but not flushed, and the cut back fails too: the next write cuts it back first.
    disk.writesLeft = 1;
    expect(() => buy(exchange, '60.00', 'r3')).toThrow(/ENOSPC/);
    expect(exchange.snapshot()).toEqual(before);
    disk.writesLeft = Number.POSITIVE_INFINITY;
    const id = buy(exchange, '70.00', 'r4');
    expect(
      disk
        .read(`${PATH}.journal`)
        ?.split('\n')
        .filter((l) => l !== ''),
    ).toHaveLength(2);
    disk.crash(() => Number.MAX_SAFE_INTEGER);
    const after = open(disk).exchange;
    expect(after.context.transactionsOf(alex(after)).map((t) => t.id)).toEqual([...before.transactions.map((t) => t.id), id]);
  });

  it('drops a torn last entry (a crash in the middle of a write that was never acknowledged) and keeps the rest', () => {
    const disk = new MemoryDisk();
    const { exchange } = open(disk);
    const first = buy(exchange, '10.00', 'r1');
    const journal = disk.files.get(`${PATH}.journal`);
    if (journal === undefined) throw new Error('no journal');
    journal.durable += '{"seq":2,"ops":[{"p":["transactions"],"a":[{"id":"tx_torn"';
    const reopened = open(disk);
    expect(reopened.exchange.context.transactionsOf(alex(reopened.exchange)).map((t) => t.id)).toEqual([first]);
    expect(disk.read(`${PATH}.journal`)).not.toContain('tx_torn');
    expect(buy(reopened.exchange, '10.00', 'r2')).toBeDefined();
    expect(open(disk).exchange.context.transactionsOf(alex(reopened.exchange))).toHaveLength(2);
  });

  it('writes a snapshot every N entries and starts the journal again; replay skips what the snapshot already has', () => {
    const disk = new MemoryDisk();
    const { exchange } = open(disk, 2);
    const ids = ['1.00', '2.00', '3.00', '4.00', '5.00'].map((amount, i) => buy(exchange, amount, `r${String(i)}`));
    expect(
      disk
        .read(`${PATH}.journal`)
        ?.split('\n')
        .filter((l) => l !== '').length,
    ).toBeLessThan(2);
    disk.crash();
    const after = open(disk).exchange;
    expect(after.context.transactionsOf(alex(after)).map((t) => t.id)).toEqual(ids);
    expect(unbalancedCurrencies(after.snapshot())).toEqual([]);
  });

  it('refuses a file that is not a sandbox state instead of starting from garbage', () => {
    const disk = new MemoryDisk();
    disk.writeSynced(PATH, '{"hello": 1}');
    expect(() => StateJournal.open(PATH, { disk })).toThrow(/not a sandbox state/);
  });

  it('on a real disk: reads a state file written before the journal existed, and removes temporary files a crash left', async () => {
    const dir = temp.make('sandbox-journal-');
    const path = join(dir, 'state.json');
    const old = new SandboxExchange({ clock: () => NOW, seed: 4 });
    signInDirect(old, 'alex');
    await writeFile(path, JSON.stringify(old.snapshot()));
    await writeFile(`${path}.12345.tmp`, '{"half":');
    const journal = StateJournal.open(path);
    const exchange = new SandboxExchange({ clock: () => NOW, durable: journal });
    expect(exchange.snapshot()).toEqual(old.snapshot());
    expect(await readdir(dir)).toEqual(['state.json', 'state.json.journal']);
    const id = buy(exchange, '20.00', 'r1');
    expect(await readFile(`${path}.journal`, 'utf8')).toContain(String(id));
    journal.close();
    const reopened = StateJournal.open(path);
    const again = new SandboxExchange({ clock: () => NOW, durable: reopened });
    expect(again.context.transactionsOf(alex(again)).map((t) => t.id)).toEqual([id]);
    expect(await readFile(`${path}.journal`, 'utf8')).toBe('');
    reopened.close();
  });
});
