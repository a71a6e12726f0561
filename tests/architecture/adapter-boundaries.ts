/**
 * The adapters' own boundaries (ARCHITECTURE.md): the sandbox is a separate system that the client
 * never imports, and fakes are test doubles; only composition roots bring either in.
 */

/** Files that compose an application and may therefore start the sandbox or bind fakes. */
export const COMPOSITION_ROOTS: readonly string[] = [
  'adapters/wiring/',
  'adapters/cli/main.ts',
  'adapters/cli/runtime/cli-runtime.ts',
  'ui/main.tsx',
  'ui/wiring/',
];

const SANDBOX = 'adapters/sandbox/';
const FAKE = 'adapters/fake/';
const CLI = 'adapters/cli/';

const within = (file: string, folder: string): boolean => file.startsWith(folder);
export const isCompositionRoot = (file: string): boolean => COMPOSITION_ROOTS.some((root) => (root.endsWith('/') ? file.startsWith(root) : file === root));

/**
 * Why an import from `file` of the module at `target` (both paths relative to the repository,
 * without extension for the target) crosses an adapter boundary, or undefined when it may.
 * - the sandbox never imports application/ (it is another system; what both sides need is domain/);
 * - fakes never import the sandbox (they use the domain's rules);
 * - the CLI imports the sandbox or fakes only from its composition roots (main.ts, runtime/cli-runtime.ts);
 * - nothing else but a composition root imports the sandbox or fakes.
 */
export function adapterBoundaryViolation(file: string, target: string): string | undefined {
  if (within(file, SANDBOX) && (target === 'application' || target.startsWith('application/'))) {
    return 'the sandbox is a separate system: it may import domain/, never application/';
  }
  const toSandbox = within(target, SANDBOX);
  const toFake = within(target, FAKE);
  if (!toSandbox && !toFake) return undefined;
  if (within(file, FAKE) && toSandbox) return 'fakes use the domain’s rules, never the sandbox';
  if ((within(file, SANDBOX) && toSandbox) || (within(file, FAKE) && toFake) || isCompositionRoot(file)) return undefined;
  const what = toSandbox ? 'the sandbox' : 'a fake';
  if (within(file, CLI)) return `the CLI imports ${what} only from its composition roots (adapters/cli/main.ts, adapters/cli/runtime/cli-runtime.ts)`;
  return `only composition roots import ${what} (${COMPOSITION_ROOTS.join(', ')})`;
}
