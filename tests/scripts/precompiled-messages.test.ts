import * as esbuild from 'esbuild';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const LANGUAGES = readdirSync(resolve(ROOT, 'ui/i18n/locales'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A module as the browser build makes it (scripts/precompiled-messages.mjs applied), evaluated. */
async function browserBuildOf(path: string): Promise<Record<string, unknown>> {
  const pluginPath = resolve(ROOT, 'scripts/precompiled-messages.mjs');
  const { precompiledMessages } = (await import(pluginPath)) as { precompiledMessages: esbuild.Plugin };
  const result = await esbuild.build({
    entryPoints: [resolve(ROOT, path)],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    logLevel: 'silent',
    plugins: [precompiledMessages],
  });
  const module = { exports: {} as Record<string, unknown> };
  runInNewContext(result.outputFiles[0]?.text ?? '', { module, exports: module.exports });
  return module.exports;
}

const texts = (table: unknown): unknown[] =>
  table !== null && typeof table === 'object' && !Array.isArray(table) ? Object.values(table).flatMap(texts) : [table];

describe('the browser build of the message tables', () => {
  it.each(LANGUAGES)(
    'ships every text of %s compiled (the browser has no ICU parser: a text left as a string shows its raw {placeholders})',
    async (language) => {
      const translation = Object.values(await browserBuildOf(`ui/i18n/locales/${language}/index.ts`))[0];
      const all = texts(translation);
      expect(all.length).toBeGreaterThan(0);
      expect(all.filter((text) => !Array.isArray(text))).toEqual([]);
    },
  );
});
