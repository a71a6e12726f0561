/** How `npm start` runs the sandbox: from flags (`--state FILE`, `--seed N`, `--mode M`) and the environment. */
export interface ServerArguments {
  /** Where the sandbox state is kept between runs; in memory only when absent. */
  readonly stateFile: string | undefined;
  readonly seed: number;
  /** `demo` and `test` serve the control endpoint (faults, reset); `standalone` does not. */
  readonly mode: 'standalone' | 'demo' | 'test';
  readonly controls: boolean;
}

const MODES = ['standalone', 'demo', 'test'] as const;

/** Flags win over SANDBOX_STATE, SANDBOX_SEED and SANDBOX_MODE; anything else is a usage error. */
export function readServerArguments(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ServerArguments {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i] ?? '';
    const value = argv[i + 1];
    if (!['--state', '--seed', '--mode'].includes(name)) throw new Error(`unknown option ${name}: use --state FILE, --seed N or --mode standalone|demo|test`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
    flags.set(name, value);
  }
  const seed = Number(flags.get('--seed') ?? env['SANDBOX_SEED'] ?? 1);
  if (!Number.isSafeInteger(seed)) throw new Error('--seed must be a whole number');
  const mode = flags.get('--mode') ?? env['SANDBOX_MODE'] ?? 'standalone';
  if (!(MODES as readonly string[]).includes(mode)) throw new Error(`--mode must be one of ${MODES.join(', ')}`);
  const stateFile = flags.get('--state') ?? env['SANDBOX_STATE'];
  return { stateFile: stateFile === '' ? undefined : stateFile, seed, mode: mode as ServerArguments['mode'], controls: mode !== 'standalone' };
}
