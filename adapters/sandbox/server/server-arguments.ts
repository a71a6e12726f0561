import { parseArgs } from 'node:util';

/** How the sandbox server runs: from flags and the environment (flags win). */
export interface ServerArguments {
  readonly host: string;
  readonly port: number;
  /** The payment gateway's port (PORT+1 by default) and the origin its pages are addressed by. */
  readonly gatewayPort: number;
  readonly gatewayOrigin: string;
  /** Where the sandbox state is kept between runs; in memory only when absent. */
  readonly stateFile: string | undefined;
  readonly seed: number;
  /** `demo` and `test` serve the control endpoint (faults, reset); `standalone` does not. */
  readonly mode: 'standalone' | 'demo' | 'test';
  readonly controls: boolean;
  /** No one-line request log. */
  readonly quiet: boolean;
  /** Origins whose pages may call the API (CORS with credentials); none by default. */
  readonly corsOrigins: readonly string[];
  /** The built app to serve; undefined with --api-only. */
  readonly staticDir: string | undefined;
  /** Serve the build's source maps and meta.json. */
  readonly devFiles: boolean;
  /** The API base URL the app is told in config.json ('' is the page's own origin). */
  readonly apiBaseUrl: string;
}

const MODES = ['standalone', 'demo', 'test'] as const;

export const SERVER_USAGE = `Usage: npm run serve -- [flags]      (npm start -- [flags] builds the app first and serves it too)
  --host HOST            listen on HOST (127.0.0.1; SANDBOX_HOST)
  --port N               the API (and app) port (8080; PORT); the payment gateway listens on N+1
  --gateway-port N       the payment gateway's port (GATEWAY_PORT)
  --gateway-origin URL   the origin the gateway's pages are addressed by (http://HOST:GATEWAY_PORT)
  --seed N               the market's random walk for a fresh state (1; SANDBOX_SEED)
  --state FILE           keep the state durable in FILE and FILE.journal (SANDBOX_STATE)
  --mode M               standalone | demo | test: demo and test serve faults and reset (SANDBOX_MODE)
  --quiet                no request log
  --cors-origin ORIGIN   let pages on ORIGIN call the API with credentials (repeatable; SANDBOX_CORS_ORIGINS, comma-separated)
  --api-only             serve the API and the gateway, not the app
  --static DIR           the built app to serve (dist; STATIC_DIR)
  --dev-files            also serve the build's source maps and meta.json
  --help                 this text`;

const whole = (name: string, value: string): number => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be a whole number`);
  return n;
};

/** Flags win over the environment; anything else is a usage error (with a hint). */
export function readServerArguments(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ServerArguments | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        'gateway-port': { type: 'string' },
        'gateway-origin': { type: 'string' },
        seed: { type: 'string' },
        state: { type: 'string' },
        mode: { type: 'string' },
        quiet: { type: 'boolean' },
        'cors-origin': { type: 'string', multiple: true },
        'api-only': { type: 'boolean' },
        static: { type: 'string' },
        'dev-files': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message.split('\n')[0] ?? 'bad flags'}\n${SERVER_USAGE}`, { cause: error });
  }
  if (values.help === true) return 'help';
  const host = values.host ?? env['SANDBOX_HOST'] ?? '127.0.0.1';
  const port = whole('--port', values.port ?? env['PORT'] ?? '8080');
  const gatewayPort = whole('--gateway-port', values['gateway-port'] ?? env['GATEWAY_PORT'] ?? String(port + 1));
  const seed = whole('--seed', values.seed ?? env['SANDBOX_SEED'] ?? '1');
  const mode = values.mode ?? env['SANDBOX_MODE'] ?? 'standalone';
  if (!(MODES as readonly string[]).includes(mode)) throw new Error(`--mode must be one of ${MODES.join(', ')}`);
  const stateFile = values.state ?? env['SANDBOX_STATE'];
  const corsOrigins = values['cors-origin'] ?? (env['SANDBOX_CORS_ORIGINS'] ?? '').split(',').filter((o) => o.trim() !== '');
  corsOrigins.forEach((origin) => {
    if (new URL(origin).origin !== origin) throw new Error(`--cors-origin takes an origin such as http://localhost:3000, not ${origin}`);
  });
  return {
    host,
    port,
    gatewayPort,
    gatewayOrigin: values['gateway-origin'] ?? `http://${host}:${String(gatewayPort)}`,
    stateFile: stateFile === '' ? undefined : stateFile,
    seed,
    mode: mode as ServerArguments['mode'],
    controls: mode !== 'standalone',
    quiet: values.quiet === true,
    corsOrigins: corsOrigins.map((o) => o.trim()),
    staticDir: values['api-only'] === true ? undefined : (values.static ?? env['STATIC_DIR'] ?? 'dist'),
    devFiles: values['dev-files'] === true,
    apiBaseUrl: env['API_BASE_URL'] ?? '',
  };
}
