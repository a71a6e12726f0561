import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';

/**
 * The sandbox server as a child process, for attacks that kill it (kill -9) and start it again on
 * the same state. The server is bundled once with esbuild (node_modules left outside), so a
 * start takes a fraction of a second rather than a TypeScript compile.
 */
export interface SandboxProcess {
  readonly url: string;
  readonly gatewayUrl: string;
  readonly pid: number;
  /** What the server wrote to stdout and stderr so far. */
  output(): string;
  /** SIGKILL: no exit handler runs. */
  kill9(): Promise<void>;
  /** SIGTERM, then its exit code (null when a signal ended it). */
  stop(): Promise<number | null>;
}

export interface SandboxProcessOptions {
  /** The checkout whose server runs (its adapters/sandbox/server/main.ts and node_modules). */
  readonly cwd: string;
  readonly port: number;
  readonly args?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

const bundles = new Map<string, Promise<string>>();

/** The server's bundle for a checkout, built once per process. */
export function bundleServer(cwd: string): Promise<string> {
  const root = resolve(cwd);
  let built = bundles.get(root);
  if (built === undefined) {
    const outdir = join(root, 'node_modules', '.cache', 'sandbox-attack');
    mkdirSync(outdir, { recursive: true });
    // One bundle per process: a test run and an attack run on one checkout must not overwrite each other's.
    const outfile = join(outdir, `sandbox-server-${String(process.pid)}.mjs`);
    process.once('exit', () => rmSync(outfile, { force: true }));
    built = esbuild
      .build({
        entryPoints: [join(root, 'adapters/sandbox/server/main.ts')],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        logLevel: 'error',
      })
      .then(() => outfile);
    bundles.set(root, built);
  }
  return built;
}

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve(child.exitCode) : new Promise((done) => child.once('exit', (code) => done(code)));

/** Starts the server and resolves once it answers. */
export async function startSandboxProcess(options: SandboxProcessOptions): Promise<SandboxProcess> {
  const bundle = await bundleServer(options.cwd);
  const child = spawn(process.execPath, [bundle, ...(options.args ?? [])], {
    cwd: options.cwd,
    env: { ...process.env, PORT: String(options.port), GATEWAY_PORT: String(options.port + 1), STATIC_DIR: join(options.cwd, 'dist'), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A server this process started never outlives it, whatever went wrong.
  const orphan = (): void => void child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('exit', () => process.removeListener('exit', orphan));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${String(options.port)}`;
  const started = Date.now();
  // Ready when this child says where it runs (polling the port could reach another server left on it).
  while (!output.includes(`running at ${url}`)) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the sandbox server exited with ${String(child.exitCode)}:\n${output}`);
    if (Date.now() - started > 20_000) {
      child.kill('SIGKILL');
      throw new Error(`the sandbox server did not start within 20 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 25));
  }
  const pid = child.pid ?? -1;
  return {
    url,
    gatewayUrl: `http://127.0.0.1:${String(options.port + 1)}`,
    pid,
    output: () => output,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: () => {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}
