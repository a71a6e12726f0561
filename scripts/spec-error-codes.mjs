// Writes tests/fixtures/spec-error-codes.json: the snake_case words of the §8 "Error catalogue"
// sections of the specification (../shared/spec/000_*.txt and 001_*.txt, {product} read as crypto).
// Tests read the fixture, never a file outside the repository; run this after the spec changes:
//   node scripts/spec-error-codes.mjs [spec-dir]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const specDir = process.argv[2] ?? path.resolve(import.meta.dirname, '../../shared/spec');
/** A snake_case word (l10n_error, pgw__sg_cc_not_supported_4_add_card), not camelCase or single words. */
const SNAKE_CASE_WORD = /\b[a-z][a-z0-9]*(?:_{1,2}[a-z0-9]+)+\b/g;

function errorCatalogueSection(text) {
  const start = text.indexOf('\n## 8. Error catalogue');
  if (start === -1) throw new Error('no §8 Error catalogue section');
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end === -1 ? undefined : end).replaceAll('{product}', 'crypto');
}

const files = readdirSync(specDir)
  .filter((name) => /^00[01]_.*\.txt$/.test(name))
  .sort();
const words = Object.fromEntries(
  files.map((name) => [name, [...new Set(errorCatalogueSection(readFileSync(path.join(specDir, name), 'utf8')).match(SNAKE_CASE_WORD) ?? [])].sort()]),
);
const out = path.resolve(import.meta.dirname, '../tests/fixtures/spec-error-codes.json');
writeFileSync(out, `${JSON.stringify({ source: '§8 Error catalogue of each specification file', words }, null, 2)}\n`);
console.log(`${out}: ${Object.values(words).flat().length} words from ${files.length} files`);
