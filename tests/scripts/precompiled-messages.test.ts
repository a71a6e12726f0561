import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a build script in plain JavaScript, without type declarations
import { MESSAGE_TABLES } from '../../scripts/precompiled-messages.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );
const matches = (file: string): boolean => (MESSAGE_TABLES as RegExp).test(path.join(ROOT, file));

describe('the browser build compiles every message table (a table it misses ships as text, and the parser-free runtime shows a placeholder as written)', () => {
  it("every language's files, English tables of every area and the catalogue's English texts", () => {
    const tables = [
      ...files('ui/i18n/locales'),
      ...files('ui').filter((file) => file.endsWith('messages.en.ts')),
      ...files('domain/errors/texts').filter((file) => file.endsWith('.en.ts')),
    ];
    expect(tables.length).toBeGreaterThan(200);
    expect(tables.filter((file) => !matches(file))).toEqual([]);
  });

  it('no other module', () => {
    expect(
      ['ui/i18n/translations.ts', 'ui/i18n/area-texts.ts', 'ui/i18n/catalogue.ts', 'domain/errors/texts/catalogue-translation.ts'].filter(matches),
    ).toEqual([]);
  });
});
