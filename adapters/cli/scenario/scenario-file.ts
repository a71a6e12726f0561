import { readFile } from 'node:fs/promises';
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { usageFailure } from '../cli-failure';
import { readScenario, type Scenario } from './scenario-schema';

const HINT = 'a scenario is a YAML or JSON list of steps: - run: basket list / expect: {exit: 0} (see examples/scenarios)';

/** `steps[2].expect.exit` for people; step numbers count from 1. */
function describePath(path: readonly PropertyKey[]): string {
  const stepAt = path.findIndex((key) => typeof key === 'number');
  const step = stepAt === -1 ? undefined : (path[stepAt] as number);
  const rest = (stepAt === -1 ? path : path.slice(stepAt + 1))
    .filter((key) => key !== 'steps')
    .map(String)
    .join('.');
  return [step === undefined ? undefined : `step ${String(step + 1)}`, rest === '' ? undefined : rest].filter((part) => part !== undefined).join(', ');
}

/** The deepest node of the document along `path`, for its line. */
function nodeAt(root: Node | null, path: readonly PropertyKey[]): Node | null {
  let node = root;
  for (const key of path) {
    const next: unknown = isMap(node) || isSeq(node) ? node.get(key, true) : undefined;
    if (next === undefined || next === null || typeof next !== 'object' || !('range' in next)) break;
    node = next as Node;
  }
  return node;
}

/**
 * Reads a scenario file (YAML, or JSON, which YAML reads too). A file that cannot be read, is not
 * YAML or JSON, or does not describe a scenario is a usage error naming the line and the step.
 */
export async function loadScenarioFile(file: string): Promise<Scenario> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw usageFailure(`cannot read the scenario ${file}: ${error instanceof Error && 'code' in error ? String(error.code) : String(error)}`, HINT);
  }
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const syntax = document.errors[0];
  if (syntax !== undefined) {
    const line = lines.linePos(syntax.pos[0]).line;
    throw usageFailure(`${file}:${String(line)}: not YAML or JSON: ${syntax.message.split('\n')[0] ?? ''}`, HINT);
  }
  const read = readScenario(document.toJS());
  if (read.ok) return read.scenario;
  const node = nodeAt(document.contents, read.problem.path);
  const line = node?.range === undefined || node.range === null ? 1 : lines.linePos(node.range[0]).line;
  const where = describePath(read.problem.path);
  throw usageFailure(`${file}:${String(line)}: ${where === '' ? '' : `${where}: `}${read.problem.message}`, HINT);
}
