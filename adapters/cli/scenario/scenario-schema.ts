import * as z from 'zod/mini';

/** A JSON value a step expects at a path. */
type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };
const jsonValue: z.ZodMiniType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)], { error: 'a JSON value' }),
);

const DURATION = /^(\d+(?:\.\d+)?)\s*(ms|s|m)?$/;
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000 } as const;

/** `16s`, `500ms`, `2m` or a number of milliseconds. */
export function durationMs(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  const match = DURATION.exec(value.trim());
  if (match === null) return undefined;
  return Math.round(Number(match[1]) * UNIT_MS[(match[2] ?? 'ms') as keyof typeof UNIT_MS]);
}

/** Commands a step cannot run: they read their own input or run steps themselves. */
const NOT_IN_A_STEP = ['batch', 'scenario'];

const words = z.union([z.string(), z.array(z.string())], { error: 'a command line: a string of words, or a list of strings' }).check(
  z.refine((run) => (typeof run === 'string' ? run.trim() !== '' : run.length > 0), { error: 'an empty command line' }),
  z.refine((run) => !NOT_IN_A_STEP.includes((typeof run === 'string' ? run.trim().split(/\s+/) : run)[0] ?? ''), {
    error: 'batch and scenario cannot run inside a scenario',
  }),
);

const regex = z.string().check(
  z.refine(
    (text) => {
      try {
        new RegExp(text);
        return true;
      } catch {
        return false;
      }
    },
    { error: 'a regular expression' },
  ),
);

const expectation = z.strictObject({
  /** The exit code (0 by default; 1 with `error`, 2 when the error is `usage`). */
  exit: z.optional(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: 'an exit code: 0, 1, 2 or 3' })),
  /** The error document's code (`error.code`). */
  error: z.optional(z.string()),
  /** Paths of the JSON result (`a.b[0].c`) and the values they must equal. */
  json: z.optional(z.record(z.string(), jsonValue)),
  /** Paths and regular expressions their values (as text) must match. */
  match: z.optional(z.record(z.string(), regex)),
});

const commandStep = z.strictObject({
  name: z.optional(z.string()),
  run: words,
  expect: z.optional(expectation),
  /** Variables set from the result: name -> path; later steps use `${name}`. */
  save: z.optional(z.record(z.string().check(z.regex(/^\w+$/, { error: 'a variable name: letters, digits, _' })), z.string())),
});

const waitStep = z.strictObject({
  name: z.optional(z.string()),
  /** Lets time pass: the in-process sandbox's virtual time moves at once; against --api it is a real wait. */
  wait: z.union([z.string(), z.number()]).check(z.refine((value) => durationMs(value) !== undefined, { error: 'a duration such as 16s, 500ms or 2m' })),
});

export type CommandStep = z.infer<typeof commandStep>;
export type WaitStep = z.infer<typeof waitStep>;
export type ScenarioStep = CommandStep | WaitStep;
export type Expectation = z.infer<typeof expectation>;

/** The scenario as the file states it: the steps, and the persona they run as (unless the command line names one). */
export interface Scenario {
  readonly name: string | undefined;
  readonly persona: string | undefined;
  readonly steps: readonly ScenarioStep[];
}

const header = z.strictObject({
  name: z.optional(z.string()),
  persona: z.optional(z.string()),
  steps: z.array(z.unknown()).check(z.minLength(1, { error: 'at least one step' })),
});

/** What is wrong with a scenario: where (the path of the field) and what. */
export interface ScenarioProblem {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

function problemOf(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[]): ScenarioProblem {
  const path = [...prefix, ...issue.path];
  switch (issue.code) {
    case 'unrecognized_keys':
      return { path, message: `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}` };
    case 'invalid_type':
      return { path, message: issue.message === 'Invalid input' ? `expected ${issue.expected}` : issue.message };
    default:
      return { path, message: issue.message };
  }
}

/**
 * Reads a parsed scenario file: a list of steps, or {name?, persona?, steps}; each step a command
 * ({run, expect?, save?}) or a wait ({wait}), told apart by its `wait` field. Answers the
 * scenario, or the first problem found.
 */
export function readScenario(value: unknown): { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly problem: ScenarioProblem } {
  const top = Array.isArray(value) ? header.safeParse({ steps: value }) : header.safeParse(value);
  if (!top.success) {
    const issue = top.error.issues[0];
    if (issue === undefined || typeof value !== 'object' || value === null)
      return { ok: false, problem: { path: [], message: 'a scenario is a list of steps, or {name?, persona?, steps}' } };
    return { ok: false, problem: Array.isArray(value) ? { path: [], message: issue.message } : problemOf(issue, []) };
  }
  const prefix = Array.isArray(value) ? [] : ['steps'];
  const parsed: ScenarioStep[] = [];
  for (const [index, raw] of top.data.steps.entries()) {
    const isWait = typeof raw === 'object' && raw !== null && 'wait' in raw;
    const result = isWait ? waitStep.safeParse(raw) : commandStep.safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0];
      return {
        ok: false,
        problem: issue === undefined ? { path: [...prefix, index], message: 'a step: {run, expect?, save?} or {wait}' } : problemOf(issue, [...prefix, index]),
      };
    }
    parsed.push(result.data);
  }
  return { ok: true, scenario: { name: top.data.name, persona: top.data.persona, steps: parsed } };
}
