import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { startGatewayServer } from '../../../adapters/sandbox/gateway/gateway-server';
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

/** Two backends for card payments over `--api`, and a way to close everything they started. */
export interface PaymentBackends {
  /** A sandbox server with its payment gateway on its own origin (3-D Secure completed over HTTP). */
  readonly sandbox: SandboxBackend;
  /** A sandbox server whose 3-D Secure pages are a real issuer's (a page only a person can complete). */
  readonly issuerBackend: SandboxBackend;
  readonly issuerUrl: string;
  readonly close: () => Promise<void>;
}

export async function startPaymentBackends(seed: number): Promise<PaymentBackends> {
  const gatewayPort = await freePort();
  const sandbox = await sandboxBackend(seed, `http://${HOST}:${String(gatewayPort)}`);
  const gateway = await startGatewayServer({ host: HOST, port: gatewayPort, appOrigin: sandbox.server.url, exchange: sandbox.exchange });
  const issuer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><title>Your bank</title><form method="post" action="/acs/verify"><label>One-time code <input name="otp"></label><button>Verify</button></form>',
    );
  });
  await new Promise<void>((resolve) => issuer.listen(0, HOST, resolve));
  const issuerUrl = `http://${HOST}:${String((issuer.address() as AddressInfo).port)}`;
  const issuerBackend = await sandboxBackend(seed, issuerUrl);
  const closing = [sandbox.server, gateway, issuerBackend.server, { close: () => new Promise<void>((resolve) => issuer.close(() => resolve())) }];
  return { sandbox, issuerBackend, issuerUrl, close: async () => void (await Promise.all(closing.map((s) => s.close()))) };
}
