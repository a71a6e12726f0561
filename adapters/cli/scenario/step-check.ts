import { EXIT } from '../cli-failure';
import { asText, sameJson, valueAt } from './json-path';
import type { CommandStep, Expectation } from './scenario-schema';

/** Values saved by earlier steps (`save`), used as `${name}`. */
export type Variables = ReadonlyMap<string, string>;

const REFERENCE = /\$\{(\w+)\}/g;

/** `text` with each `${name}` replaced; the names not yet saved are reported instead. */
export function substitute(text: string, variables: Variables): { readonly text: string; readonly missing: readonly string[] } {
  const missing: string[] = [];
  const replaced = text.replace(REFERENCE, (whole, name: string) => {
    const value = variables.get(name);
    if (value === undefined) missing.push(name);
    return value ?? whole;
  });
  return { text: replaced, missing };
}

/** The step's command line: its words, variables replaced. A string is split at whitespace. */
export function stepArgv(step: CommandStep, variables: Variables): { readonly argv: readonly string[]; readonly missing: readonly string[] } {
  const words = typeof step.run === 'string' ? step.run.trim().split(/\s+/) : step.run;
  const substituted = words.map((word) => substitute(word, variables));
  return { argv: substituted.map((s) => s.text), missing: substituted.flatMap((s) => s.missing) };
}

/** Expected values may name variables too (strings only). */
function expected(value: unknown, variables: Variables): unknown {
  if (typeof value === 'string') return substitute(value, variables).text;
  if (Array.isArray(value)) return value.map((item) => expected(item, variables));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expected(item, variables)]));
  return value;
}

/** The exit code a step expects: as stated, else 0, or 1 for an error (2 for a usage error). */
export function expectedExit(expectation: Expectation | undefined): number {
  if (expectation?.exit !== undefined) return expectation.exit;
  if (expectation?.error === undefined) return EXIT.ok;
  return expectation.error === 'usage' ? EXIT.usage : EXIT.business;
}

/** Every expectation of a step its result does not meet, as one line each. */
export function unmetExpectations(expectation: Expectation | undefined, exitCode: number, result: unknown, variables: Variables): readonly string[] {
  const unmet: string[] = [];
  const exit = expectedExit(expectation);
  if (exitCode !== exit) {
    const error = valueAt(result, 'error.code');
    unmet.push(`exit code ${String(exitCode)}, expected ${String(exit)}${error.found ? ` (error ${asText(error.value)})` : ''}`);
  }
  if (expectation?.error !== undefined) {
    const code = valueAt(result, 'error.code');
    if (!code.found || code.value !== expectation.error) unmet.push(`error ${code.found ? asText(code.value) : 'none'}, expected ${expectation.error}`);
  }
  for (const [path, value] of Object.entries(expectation?.json ?? {})) {
    const want = expected(value, variables);
    const got = valueAt(result, path);
    if (!got.found) unmet.push(`${path}: missing, expected ${asText(want)}`);
    else if (!sameJson(got.value, want)) unmet.push(`${path}: ${asText(got.value)}, expected ${asText(want)}`);
  }
  for (const [path, pattern] of Object.entries(expectation?.match ?? {})) {
    const got = valueAt(result, path);
    if (!got.found) unmet.push(`${path}: missing, expected to match /${pattern}/`);
    else if (!new RegExp(pattern).test(asText(got.value))) unmet.push(`${path}: ${asText(got.value)} does not match /${pattern}/`);
  }
  return unmet;
}

/** The values a step saves from its result; a path not in the result is unmet. */
export function savedValues(
  save: Readonly<Record<string, string>> | undefined,
  result: unknown,
): { readonly saved: ReadonlyMap<string, string>; readonly unmet: readonly string[] } {
  const saved = new Map<string, string>();
  const unmet: string[] = [];
  for (const [name, path] of Object.entries(save ?? {})) {
    const got = valueAt(result, path);
    if (got.found) saved.set(name, asText(got.value));
    else unmet.push(`save ${name}: ${path} is not in the result`);
  }
  return { saved, unmet };
}
