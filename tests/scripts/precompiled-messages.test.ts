import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { MESSAGE_TABLES } from '../../scripts/precompiled-messages.mjs';

const ROOT = join(import.meta.dirname, '../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(ROOT, dir, file));

describe('the browser build compiles every message table (scripts/precompiled-messages.mjs)', () => {
  it('each language’s tables and index, the error catalogue’s languages and every English table', () => {
    const tables = [
      ...filesUnder('ui/i18n/locales'),
      ...filesUnder('domain/errors/texts/locales'),
      ...filesUnder('ui').filter((file) => file.endsWith('messages.en.ts')),
    ];
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((file) => !(MESSAGE_TABLES as RegExp).test(file)).map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('and no module that holds anything else', () => {
    for (const file of ['ui/i18n/catalogue.ts', 'ui/i18n/translations.ts', 'domain/errors/texts/catalogue-translation.ts', 'ui/base/i18n/texts.ts'])
      expect((MESSAGE_TABLES as RegExp).test(join(ROOT, file)), file).toBe(false);
  });
});
