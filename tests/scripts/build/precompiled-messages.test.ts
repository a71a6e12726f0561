import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileTables, MESSAGE_TABLES } from '../../../scripts/precompiled-messages.mjs';

const ROOT = resolve(__dirname, '../../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(ROOT, dir, entry.name)] : [],
  );

describe('the browser build compiles every message table, so the parser-free ICU engine can format it', () => {
  it("takes each language's area files and index, and the catalogue's texts in each language", () => {
    const tables = [...filesUnder('ui/i18n/locales'), ...filesUnder('domain/errors/texts/locales')];
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((path) => !MESSAGE_TABLES.test(path))).toEqual([]);
    expect(MESSAGE_TABLES.test(join(ROOT, 'ui/trade/buy/messages.en.ts'))).toBe(true);
    expect(MESSAGE_TABLES.test(join(ROOT, 'domain/errors/texts/catalogue-translation.ts'))).toBe(false);
    expect(MESSAGE_TABLES.test(join(ROOT, 'ui/i18n/translations.ts'))).toBe(false);
  });

  it("writes a language's texts with placeholders and plurals as syntax trees, in its tables and its catalogue", async () => {
    const { contents } = await compileTables(join(ROOT, 'ui/i18n/locales/de/index.ts'));
    const json = contents.replace(/^export const de = /, '').replace(/;\s*$/, '');
    const de = JSON.parse(json) as { messages: Record<string, unknown>; errors: Record<string, unknown> };
    expect(Array.isArray(de.messages['toast_card_added'])).toBe(true);
    expect(Array.isArray(de.errors['invalid_passcode'])).toBe(true);
  });
});
