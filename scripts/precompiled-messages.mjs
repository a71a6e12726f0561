// esbuild plugin for the browser build: the message tables (ICU texts) are compiled to
// intl-messageformat's AST at build time, and intl-messageformat gets the parser-free build of
// @formatjs/icu-messageformat-parser, so the browser never ships the ICU parser (~8 KB gz).
// Tests and the CLI keep the string tables and the parser.
import * as esbuild from 'esbuild';
import { IntlMessageFormat } from 'intl-messageformat';
import { resolve } from 'node:path';

/**
 * Modules whose every export is a message table (or a translation holding them): the English
 * tables, each language's area tables and index (ui/i18n/locales/<lang>/<area>.ts) and the error
 * catalogue's languages (domain/errors/texts/locales/<lang>.ts). A table this misses reaches the
 * browser as ICU source the parser-free build cannot read: its placeholders show raw ("{currency}").
 */
export const MESSAGE_TABLES =
  /[\\/](ui[\\/].*messages\.en|ui[\\/]i18n[\\/]locales[\\/][\w-]+[\\/][\w-]+|domain[\\/]errors[\\/]texts[\\/](?:[\w-]+\.en|locales[\\/][\w-]+))\.ts$/;

const compiled = (value, where) => {
  if (typeof value === 'string') return new IntlMessageFormat(value, 'en').getAst();
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compiled(v, `${where}.${k}`)]));
  throw new Error(`${where}: a message table holds only texts and tables of texts`);
};

/**
 * The table module evaluated (bundled on its own, as CommonJS) and written back as compiled JSON;
 * the tables it spreads are watched too (`npm run dev`).
 */
async function compileTables(path) {
  const result = await esbuild.build({ entryPoints: [path], bundle: true, write: false, metafile: true, format: 'cjs', platform: 'node', logLevel: 'silent' });
  const module = { exports: {} };
  new Function('module', 'exports', result.outputFiles[0].text)(module, module.exports);
  return {
    contents: Object.entries(module.exports)
      .map(([name, table]) => `export const ${name} = ${JSON.stringify(compiled(table, name))};`)
      .join('\n'),
    loader: 'js',
    watchFiles: Object.keys(result.metafile.inputs).map((input) => resolve(input)),
  };
}

export const precompiledMessages = {
  name: 'precompiled-messages',
  setup(build) {
    build.onLoad({ filter: MESSAGE_TABLES }, (args) => compileTables(args.path));
    build.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, (args) =>
      build.resolve('@formatjs/icu-messageformat-parser/no-parser.js', { resolveDir: args.resolveDir, kind: args.kind }),
    );
  },
};
