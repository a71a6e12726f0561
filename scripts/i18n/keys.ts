// `npm run -s i18n:keys`: the keys code uses (quoted texts and `template.${patterns}`) that are
// English texts, one per line, then the English texts no code uses (marked "unused").
import { ENGLISH, isUiKey } from './catalogue-tables';
import { isUsed, keysInCode } from './used-keys';

const code = keysInCode();
const ids = Object.keys(ENGLISH).filter(isUiKey).sort();
for (const id of ids) console.log(isUsed(id, code) ? id : `${id}\tunused`);
const patterns = code.patterns.map(String).filter((pattern) => ids.some((id) => new RegExp(pattern.slice(1, -1)).test(id)));
console.error(`${String(ids.filter((id) => isUsed(id, code)).length)} of ${String(ids.length)} UI keys used; key patterns: ${patterns.join(' ')}`);
