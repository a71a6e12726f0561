// `npm run -s i18n:missing -- de [--all]`: the English texts a language does not show in its own
// words (its base language counts for a regional variant), printed as table lines to translate:
// `'id': 'English text',` grouped by table (messages, notices, errors). --all: every language.
import { isOfferedLanguage, type Language } from '../../domain/format/languages';
import { ENGLISH, missingIds, TRANSLATED_LANGUAGES } from './catalogue-tables';

const args = process.argv.slice(2);
const languages: Language[] = args.includes('--all') ? [...TRANSLATED_LANGUAGES] : args.filter(isOfferedLanguage);
if (languages.length === 0) {
  console.error(`usage: npm run -s i18n:missing -- LANGUAGE... | --all (one of ${TRANSLATED_LANGUAGES.join(', ')})`);
  process.exit(2);
}

const quote = (text: unknown): string => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const tableOf = (id: string) => (id.startsWith('error.') ? 'errors' : id.startsWith('notice.') ? 'notices' : 'messages');
const keyOf = (id: string) => id.replace(/^(error|notice)\./, '');

for (const language of languages) {
  const missing = await missingIds(language);
  console.log(`// ${language}: ${String(missing.length)} missing`);
  for (const table of ['messages', 'notices', 'errors']) {
    const ids = missing.filter((id) => tableOf(id) === table);
    if (ids.length === 0) continue;
    console.log(`// ${table}`);
    for (const id of ids) console.log(`${quote(keyOf(id))}: ${quote(ENGLISH[id])},`);
  }
}
