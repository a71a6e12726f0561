import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { sandboxHandlers } from '../../../adapters/sandbox/handlers';
import { startSandboxServer, type RunningServer } from '../../../adapters/sandbox/server/http-server';

export const ROOT = new URL('../../../', import.meta.url).pathname;
export const HOST = '127.0.0.1';

export interface BinRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the package's bin as a separate process, as a developer would, with `env` added and `stdin` written. */
export function runBin(args: readonly string[], env: Record<string, string>, stdin = ''): Promise<BinRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/crypto-cli.mjs', ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** A free local port, for a server whose origin must be known before it starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, HOST, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface SandboxBackend {
  readonly exchange: SandboxExchange;
  readonly server: RunningServer;
}

/** A sandbox server on a free port (its card pages at `gatewayOrigin` when given), on real time. */
export async function sandboxBackend(seed: number, gatewayOrigin?: string): Promise<SandboxBackend> {
  const exchange = new SandboxExchange({ clock: () => Date.now(), seed, ...(gatewayOrigin === undefined ? {} : { gatewayOrigin }) });
  const server = await startSandboxServer({ host: HOST, port: 0, staticDir: join(ROOT, 'dist'), handlers: sandboxHandlers(exchange) });
  return { exchange, server };
}
