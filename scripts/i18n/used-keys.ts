import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where code that shows texts lives; message tables and translations are not code using keys. */
const SOURCE_DIRS = ['ui', 'application', 'adapters/cli'];
const NOT_CODE = /(messages\.en\.ts|[\\/]i18n[\\/]locales[\\/].*)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_CODE.test(path) ? [path] : [];
  });
}

/** The keys code names: every quoted text, and every template text as a pattern (`buy.rejected.${reason}`). */
export interface KeysInCode {
  readonly literals: ReadonlySet<string>;
  readonly patterns: readonly RegExp[];
}

const QUOTED = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
/** A template's `${...}` (one level of braces inside). */
const EXPRESSION = /\$\{((?:[^{}]|\{[^{}]*\})*)\}/g;
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function keysInCode(root = '.'): KeysInCode {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  const scan = (source: string): void => {
    for (const match of source.matchAll(QUOTED)) {
      const [, single, double, template] = match;
      const text = single ?? double ?? template ?? '';
      if (template !== undefined && text.includes('${')) {
        const parts = text.split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/);
        if (/^[\w.-]+$/.test(parts.join(''))) patterns.push(new RegExp(`^${parts.map(escape).join('[\\w-]+')}$`));
        // Keys inside the template's expressions: `${t('buy.lotSize')}`.
        for (const expression of text.matchAll(EXPRESSION)) scan(expression[1] ?? '');
      } else literals.add(text);
    }
  };
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)))) scan(readFileSync(file, 'utf8'));
  return { literals, patterns };
}

export const isUsed = (key: string, code: KeysInCode): boolean => code.literals.has(key) || code.patterns.some((pattern) => pattern.test(key));
