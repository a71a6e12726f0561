import { err, ok, type Result } from '../shared/result';

/** POSIX bracket classes and their JavaScript equivalents, for use inside a bracket expression. */
const POSIX_CLASSES: Readonly<Record<string, string>> = {
  '[:alpha:]': 'a-zA-Z',
  '[:digit:]': '0-9',
  '[:alnum:]': 'a-zA-Z0-9',
  '[:space:]': '\\s',
  '[:upper:]': 'A-Z',
  '[:lower:]': 'a-z',
  '[:punct:]': '!-\\/:-@\\[-`{-~',
};

const POSIX_CLASS = /\[:(alpha|digit|alnum|space|upper|lower|punct):\]/g;

/**
 * Converts the POSIX classes of a server pattern (spec 001 §5, "Dynamic forms") to JavaScript:
 * [[:alpha:]] becomes [a-zA-Z], [[:digit:]_] becomes [0-9_], and so on for alnum, space, upper,
 * lower and punct (ASCII punctuation).
 */
export const convertPosixClasses = (pattern: string): string => pattern.replace(POSIX_CLASS, (cls) => POSIX_CLASSES[cls] ?? cls);

/** A field pattern compiled after conversion; a pattern JavaScript cannot compile is reported as a value. */
export function compileFieldPattern(pattern: string): Result<RegExp, { readonly code: 'invalid_pattern'; readonly pattern: string }> {
  try {
    return ok(new RegExp(convertPosixClasses(pattern)));
  } catch {
    return err({ code: 'invalid_pattern', pattern });
  }
}

/**
 * Whether a text matches a field pattern. Choice: the pattern is applied as the server wrote it
 * (its own anchors decide whether it must match the whole text), and a pattern that cannot be
 * compiled does not block the customer.
 */
export function matchesFieldPattern(pattern: string | undefined, text: string): boolean {
  if (pattern === undefined || pattern === '') return true;
  const compiled = compileFieldPattern(pattern);
  return !compiled.ok || compiled.value.test(text);
}
