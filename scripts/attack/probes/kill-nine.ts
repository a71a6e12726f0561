import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { unbalancedCurrencies } from '../books';
import { ALEX, buy, sell, transactionIds } from '../operations';
import { startSandboxProcess } from '../sandbox-process';
import { readSavedState } from '../saved-state';
import { WireClient } from '../wire-client';

export interface KillNineOptions {
  readonly cwd: string;
  readonly port: number;
  readonly rounds: number;
  /** Buyers working at once. */
  readonly parallel: number;
  /** Random source in [0, 1) (a seeded one makes a run repeatable). */
  readonly random: () => number;
  /** The kill comes at a random moment this many ms into the burst, plus up to killWindowMs more. */
  readonly minKillMs: number;
  readonly killWindowMs: number;
}

export interface KillNineFigures {
  readonly acknowledged: number;
  readonly lost: number;
  /** Trades present beyond what was asked for (each request can trade at most once). */
  readonly doubled: number;
  readonly unbalancedRounds: number;
  /** `state.*.tmp` files left beside the state after restarting. */
  readonly staleTemporaryFiles: number;
}

/**
 * Buys and sells (a random mix) in parallel against a server keeping its state in a file, kills
 * it with SIGKILL at a random moment, starts it again on the same file and compares: every trade
 * the client was told was done must be there, once; no more trades than were asked for; the
 * books balanced.
 */
export async function killNineProbe(options: KillNineOptions): Promise<KillNineFigures> {
  const figures = { acknowledged: 0, lost: 0, doubled: 0, unbalancedRounds: 0, staleTemporaryFiles: 0 };
  for (let round = 0; round < options.rounds; round += 1) {
    const state = join(mkdtempSync(join(tmpdir(), 'sandbox-kill9-')), 'state.json');
    const args = ['--state', state, '--mode', 'test'];
    const first = await startSandboxProcess({ cwd: options.cwd, port: options.port, args });
    const client = new WireClient(first.url);
    await client.signIn(ALEX);
    const before = new Set(await transactionIds(client));
    const acknowledged: string[] = [];
    let asked = 0;
    let stopped = false;
    const worker = async (): Promise<void> => {
      while (!stopped) {
        asked += 1;
        try {
          const id = await (options.random() < 0.7 ? buy(client) : sell(client));
          if (id !== undefined && !stopped) acknowledged.push(id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: options.parallel }, worker);
    await new Promise((done) => setTimeout(done, options.minKillMs + Math.floor(options.random() * options.killWindowMs)));
    await first.kill9();
    stopped = true;
    await Promise.all(workers);
    const second = await startSandboxProcess({ cwd: options.cwd, port: options.port, args });
    const again = new WireClient(second.url);
    await again.signIn(ALEX);
    const found = await Promise.all(acknowledged.map(async (id) => (await again.call('GET', `/api/crypto_wallets/transactions/${id}`)).json?.['ok'] === true));
    await second.stop();
    figures.staleTemporaryFiles += readdirSync(dirname(state)).filter((name) => name.startsWith(basename(state)) && name.endsWith('.tmp')).length;
    const saved = readSavedState(state);
    const alex = Object.values(saved.accounts).find((a) => a.phone === ALEX)?.uuid;
    const after = saved.transactions.filter((t) => t.userUuid === alex && !before.has(t.id)).map((t) => t.id);
    figures.acknowledged += acknowledged.length;
    figures.lost += found.filter((present) => !present).length;
    figures.doubled += Math.max(0, after.length - asked) + (after.length - new Set(after).size);
    if (unbalancedCurrencies(saved).length > 0) figures.unbalancedRounds += 1;
    rmSync(dirname(state), { recursive: true, force: true });
  }
  return figures;
}
