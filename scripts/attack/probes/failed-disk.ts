import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ALEX, buy } from '../operations';
import { startSandboxProcess } from '../sandbox-process';
import { WireClient } from '../wire-client';

export interface FailedDiskFigures {
  /** Trades answered ok while the disk failed. */
  readonly acknowledgedWhileFailing: number;
  /** Trades answered with a server error while the disk failed. */
  readonly refusedWhileFailing: number;
  readonly lost: number;
  /** How SIGTERM went while the disk still failed: the exit code, and whether the server crashed with an unhandled error. */
  readonly exitCode: number | null;
  readonly crashed: boolean;
}

/**
 * Makes the disk fail under a running server keeping its state in a file, keeps trading, then
 * stops the server (SIGTERM while the disk still fails), heals the disk, starts the server again
 * and looks for every trade that was answered ok. The disk fails through the sandbox's disk
 * fault (test mode) when the server has one; otherwise the server's temporary state file is
 * made a link to /dev/full, where every write fails with ENOSPC.
 */
/** Replaces `path` with a link to /dev/full (a save may be writing it at that moment: try again). */
function linkToFullDevice(path: string): void {
  for (let attempt = 0; ; attempt += 1) {
    try {
      rmSync(path, { force: true });
      symlinkSync('/dev/full', path);
      return;
    } catch (error) {
      if (attempt > 100) throw error;
    }
  }
}

export async function failedDiskProbe(options: { readonly cwd: string; readonly port: number; readonly trades: number }): Promise<FailedDiskFigures> {
  const state = join(mkdtempSync(join(tmpdir(), 'sandbox-disk-')), 'state.json');
  const args = ['--state', state, '--mode', 'test'];
  const server = await startSandboxProcess({ cwd: options.cwd, port: options.port, args });
  const client = new WireClient(server.url);
  await client.signIn(ALEX);
  for (let i = 0; i < 3; i += 1) await buy(client);
  const armed = await client.call('POST', '/api/sandbox/faults', { path: '*', kind: 'disk_full', times: 1000 });
  // Let any save in flight finish (the refused call above starts one on a server without the fault): a save
  // renaming its temporary file after the link replaced it would undo the failure.
  await new Promise((done) => setTimeout(done, 500));
  const temporary = `${state}.${String(server.pid)}.tmp`;
  if (armed.status !== 200) linkToFullDevice(temporary);
  const acknowledged: string[] = [];
  let refused = 0;
  for (let i = 0; i < options.trades; i += 1) {
    const id = await buy(client).catch(() => undefined);
    if (id === undefined) refused += 1;
    else acknowledged.push(id);
    await new Promise((done) => setTimeout(done, 20));
  }
  const exitCode = await server.stop();
  const crashed = /Unhandled|node:internal|ENOSPC|EROFS/.test(server.output()) && exitCode !== 0;
  if (armed.status !== 200) rmSync(temporary, { force: true });
  const again = await startSandboxProcess({ cwd: options.cwd, port: options.port, args });
  const reader = new WireClient(again.url);
  await reader.signIn(ALEX);
  const found = await Promise.all(acknowledged.map(async (id) => (await reader.call('GET', `/api/crypto_wallets/transactions/${id}`)).json?.['ok'] === true));
  await again.stop();
  rmSync(dirname(state), { recursive: true, force: true });
  return {
    acknowledgedWhileFailing: acknowledged.length,
    refusedWhileFailing: refused,
    lost: found.filter((present) => !present).length,
    exitCode,
    crashed,
  };
}
