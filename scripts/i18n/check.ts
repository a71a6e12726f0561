// `npm run i18n:check` (in `npm test`): every language of the specification has every English text,
// no text is left that code does not use, and no translation breaks a placeholder, tag or plural.
import { formattingLocaleOf } from '../../domain/format/display-language';
import { ENGLISH, isUiKey, missingIds, ownTable, TRANSLATED_LANGUAGES } from './catalogue-tables';
import { messageProblems } from './message-check';
import { isUsed, keysInCode } from './used-keys';

const failures: string[] = [];
const code = keysInCode();
const unused = Object.keys(ENGLISH).filter((id) => isUiKey(id) && !isUsed(id, code));
if (unused.length > 0) failures.push(`English texts no code uses (${String(unused.length)}): ${unused.join(', ')}`);

for (const language of TRANSLATED_LANGUAGES) {
  const missing = await missingIds(language);
  if (missing.length > 0)
    failures.push(`${language}: ${String(missing.length)} missing (list them: npm run -s i18n:missing -- ${language}): ${missing.join(', ')}`);
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

const summary = `${String(Object.keys(ENGLISH).length)} English texts, ${String(TRANSLATED_LANGUAGES.length)} languages`;
if (failures.length === 0) {
  console.log(`i18n check: ok (${summary}; every text used, translated and well-formed)`);
} else {
  console.error(`i18n check: ${String(failures.length)} problem(s) (${summary})\n${failures.map((line) => `- ${line}`).join('\n')}`);
  process.exitCode = 1;
}
