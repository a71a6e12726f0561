// `npm run i18n:check` (in `npm test`): every language of the specification has every English text,
// no text is left that code does not use, and no translation breaks a placeholder, tag or plural.
// Texts still waiting for their translation are listed, per language, in untranslated.json beside
// this file: the check fails on any other missing text (a new English text needs its translations
// or a deliberate line there) and on a listed text that has been translated since (the list only
// shrinks). `npm run i18n:check -- --write-untranslated` rewrites the list from the tables. An
// English text changed in place fails too (english-sources.json beside this file).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { formattingLocaleOf } from '../../domain/format/display-language';
import { ENGLISH, isUiKey, missingIds, ownTable, TRANSLATED_LANGUAGES } from './catalogue-tables';
import { messageProblems } from './message-check';
import { isUsed, keysInCode } from './used-keys';

const failures: string[] = [];
/** The values given after a flag, up to the next flag. */
function argumentsAfter(flag: string): string[] {
  const at = process.argv.indexOf(flag);
  if (at === -1) return [];
  const rest = process.argv.slice(at + 1);
  const end = rest.findIndex((arg) => arg.startsWith('--'));
  return end === -1 ? rest : rest.slice(0, end);
}
const englishHash = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 12);
const code = keysInCode();
const unused = Object.keys(ENGLISH).filter((id) => isUiKey(id) && !isUsed(id, code));
if (unused.length > 0) failures.push(`English texts no code uses (${String(unused.length)}): ${unused.join(', ')}`);

const UNTRANSLATED = new URL('./untranslated.json', import.meta.url);
const known: Record<string, readonly string[]> = existsSync(UNTRANSLATED) ? (JSON.parse(readFileSync(UNTRANSLATED, 'utf8')) as Record<string, string[]>) : {};
const write = process.argv.includes('--write-untranslated');
const untranslated: Record<string, string[]> = {};
const shown = (ids: readonly string[]) => `${ids.slice(0, 12).join(', ')}${ids.length > 12 ? `, ... (${String(ids.length - 12)} more)` : ''}`;

for (const language of TRANSLATED_LANGUAGES) {
  const missing = await missingIds(language);
  if (missing.length > 0) untranslated[language] = [...missing].sort();
  const listed = new Set(known[language] ?? []);
  const unlisted = missing.filter((id) => !listed.has(id));
  const translated = [...listed].filter((id) => !missing.includes(id));
  if (!write && unlisted.length > 0)
    failures.push(`${language}: ${String(unlisted.length)} missing (list them: npm run -s i18n:missing -- ${language}): ${shown(unlisted)}`);
  if (!write && translated.length > 0)
    failures.push(
      `${language}: ${String(translated.length)} listed in untranslated.json are translated now (npm run i18n:check -- --write-untranslated): ${shown(translated)}`,
    );
  const own = await ownTable(language);
  for (const [id, text] of Object.entries(own)) {
    const english = ENGLISH[id];
    if (english === undefined) {
      failures.push(`${language}: ${id} is not an English text`);
      continue;
    }
    for (const problem of messageProblems(english, text, formattingLocaleOf(language))) failures.push(`${language}: ${id}: ${problem}`);
  }
}

// The English each text's translations were written from (a short hash per id): an English text
// that changes in place leaves every translation of it saying the old thing, which no other check
// sees. A new id is recorded by --write-untranslated (it has no translations yet); a changed one
// only by --accept-english ID..., once its translations say the new thing (or give the new meaning a
// new key: its translations then go missing and are listed).
const SOURCES = new URL('./english-sources.json', import.meta.url);
const recorded: Record<string, string> = existsSync(SOURCES) ? (JSON.parse(readFileSync(SOURCES, 'utf8')) as Record<string, string>) : {};
const accepted = new Set(argumentsAfter('--accept-english'));
const sources: Record<string, string> = {};
for (const [id, english] of Object.entries(ENGLISH).sort(([a], [b]) => a.localeCompare(b))) {
  const hash = englishHash(typeof english === 'string' ? english : JSON.stringify(english));
  const before = recorded[id];
  if (before === undefined) {
    sources[id] = hash;
    if (!write) failures.push(`${id}: a new English text not yet recorded (npm run i18n:check -- --write-untranslated)`);
  } else if (before === hash || accepted.has(id)) {
    sources[id] = hash;
  } else {
    sources[id] = before;
    failures.push(
      `${id}: its English changed since its translations were written: update each language's text, then npm run i18n:check -- --accept-english ${id} (or give the new meaning a new key)`,
    );
  }
}
if (write || accepted.size > 0) writeFileSync(SOURCES, `${JSON.stringify(sources, null, 2)}\n`);

if (write) writeFileSync(UNTRANSLATED, `${JSON.stringify(untranslated, null, 2)}\n`);
const gaps = Object.values(untranslated).reduce((n, ids) => n + ids.length, 0);
const summary = `${String(Object.keys(ENGLISH).length)} English texts, ${String(TRANSLATED_LANGUAGES.length)} languages; ${String(gaps)} translations still listed in untranslated.json over ${String(Object.keys(untranslated).length)} languages`;
if (failures.length === 0) {
  console.log(`i18n check: ok (${summary}; every text used and well-formed, every missing translation listed)`);
} else {
  console.error(`i18n check: ${String(failures.length)} problem(s) (${summary})\n${failures.map((line) => `- ${line}`).join('\n')}`);
  process.exitCode = 1;
}
